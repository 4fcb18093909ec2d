import type { CollectionConfig } from 'payload';
import { publishedCollectionAccess } from '../access';
import {
  revalidateArticlesAfterChange,
  revalidateArticlesAfterDelete,
} from '../revalidate-articles';
import { completenessField } from './completeness-field';
import { previewUrl } from '../preview';

/**
 * Blog articles (lib/articles/store.ts reads them). Published language by language: Payload's
 * per-locale status (`localizeStatus`, experimental in 3.90, enabled in payload.config.ts), so
 * publishing the English text leaves the other languages as they were, and a language shows the
 * article only once it is published there.
 */
export const articlesCollection: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    preview: previewUrl('articles'),
    defaultColumns: ['title', 'date', 'author', 'completeness', '_status'],
    description:
      'Each language is published on its own: an article shows in a language only once it is published in it. The reading time is counted from the body.',
  },
  access: publishedCollectionAccess,
  versions: { drafts: { schedulePublish: true, localizeStatus: true }, maxPerDoc: 50 },
  hooks: {
    afterChange: [revalidateArticlesAfterChange],
    afterDelete: [revalidateArticlesAfterDelete],
  },
  fields: [
    completenessField,
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'takeaways',
      label: 'Key takeaways',
      type: 'array',
      localized: true,
      admin: { description: 'Shown beside the article, one line each.' },
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    { name: 'author', type: 'relationship', relationTo: 'experts' },
    {
      name: 'date',
      type: 'date',
      required: true,
      // With its year: Payload's day-only default (`MMM dd`) hides it.
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
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
