import type { CollectionConfig } from 'payload';
import { previewUrl } from '../preview';
import { publishedCollectionAccess } from '../access';
import { lawfulToPublish, permitLabels } from '../publishing-hook';
import { revalidateAfterChange, revalidateAfterDelete } from '../revalidate';
import { completenessField } from './completeness-field';
import { listingFacts } from './listing-facts';

const caption = { name: 'caption', type: 'text', localized: true } as const;

export const listingsCollection: CollectionConfig = {
  slug: 'listings',
  admin: {
    useAsTitle: 'title',
    preview: previewUrl('listings'),
    defaultColumns: [
      'title',
      'reference',
      'offerStatus',
      'priceAed',
      'permitExpiry',
      'completeness',
      '_status',
    ],
    description:
      'Facts are shared by every language; title, description and captions are per language. Publishing needs a permit number, a permit expiry in the future and an expert with a BRN.',
  },
  access: publishedCollectionAccess,
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeChange: [lawfulToPublish],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    completenessField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Text',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            { name: 'description', type: 'textarea', localized: true },
          ],
        },
        {
          label: 'Facts',
          fields: listingFacts,
        },
        {
          label: 'Permit and expert',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'permitNumber', label: permitLabels.permitNumber, type: 'text' },
                {
                  name: 'permitExpiry',
                  label: permitLabels.permitExpiry,
                  type: 'date',
                  // With its year: Payload's day-only default (`MMM dd`) hides it.
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
                },
              ],
            },
            {
              name: 'expert',
              label: permitLabels.expert,
              type: 'relationship',
              relationTo: 'experts',
              admin: { description: 'Their BRN is shown with the listing.' },
            },
            {
              // Written by the CRM feed import (lib/content/feed-import.ts), read-only here.
              name: 'feed',
              type: 'group',
              label: 'CRM feed',
              admin: {
                readOnly: true,
                description:
                  'Set when the listing came in from the CRM feed: a full feed that no longer holds it marks it sold.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'source', label: 'Imported from', type: 'text' },
                    { name: 'withdrawnAt', label: 'Left the feed on', type: 'date' },
                  ],
                },
                // The feed's photo URLs and the media each became, so unchanged photos are not fetched again.
                { name: 'photos', type: 'json', admin: { hidden: true } },
              ],
            },
            {
              name: 'offPlan',
              type: 'group',
              label: 'Off-plan project',
              admin: { condition: (data) => data?.completion === 'offPlan' },
              fields: [
                { name: 'projectName', type: 'text' },
                { name: 'dldProjectNumber', label: 'DLD project number', type: 'text' },
                { name: 'escrowAccount', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Pictures',
          fields: [
            {
              name: 'gallery',
              type: 'array',
              admin: { description: 'In the order the page shows them; the first is the cover.' },
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media', required: true },
                caption,
              ],
            },
            {
              name: 'floorPlans',
              type: 'array',
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media', required: true },
                caption,
              ],
            },
          ],
        },
      ],
    },
  ],
};
