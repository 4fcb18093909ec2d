import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { publishers } from '../access';

/**
 * Images only, recognised by their bytes (Payload checks the detected type against mimeTypes, not
 * the name); no SVG, which can carry script. The sizes are the widths next/image serves the pages
 * (next.config.ts deviceSizes and imageSizes), made once with sharp as WebP.
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
      imageSizes: [
        { name: 'thumbnail', width: 384, formatOptions: { format: 'webp' } },
        { name: 'small', width: 640, formatOptions: { format: 'webp' } },
        { name: 'medium', width: 828, formatOptions: { format: 'webp' } },
        { name: 'large', width: 1200, formatOptions: { format: 'webp' } },
        { name: 'xlarge', width: 1920, formatOptions: { format: 'webp' } },
      ],
    },
    fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  };
}
