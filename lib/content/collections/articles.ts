import type { CollectionConfig } from 'payload';
import { publishedOrStaff, publishers } from '../access';

export const articlesCollection: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'author', '_status'] },
  access: {
    read: publishedOrStaff,
    create: publishers,
    update: publishers,
    delete: publishers,
    readVersions: publishers,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'author', type: 'relationship', relationTo: 'experts' },
    { name: 'date', type: 'date', required: true },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
};
