import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { publishers } from '../access';

/**
 * Images only, recognised by their bytes (Payload checks the detected type against mimeTypes, not
 * the name); no SVG, which can carry script. Stored once as WebP, made with sharp.
 */
export function mediaCollection(dataDir: string): CollectionConfig {
  return {
    slug: 'media',
    labels: { singular: 'Image', plural: 'Media' },
    admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
    access: {
      read: () => true,
      create: publishers,
      update: publishers,
      delete: publishers,
    },
    upload: {
      staticDir: path.join(dataDir, 'media'),
      mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      focalPoint: true,
      crop: true,
      adminThumbnail: 'thumbnail',
      formatOptions: { format: 'webp', options: { quality: 80 } },
      // The editor's thumbnail; the pages' widths come from next/image's optimizer (next.config.ts
      // deviceSizes), which resizes the stored WebP when a width is first asked for and keeps it.
      imageSizes: [{ name: 'thumbnail', width: 384, formatOptions: { format: 'webp' } }],
    },
    fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  };
}
