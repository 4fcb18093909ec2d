import type { CollectionConfig } from 'payload';
import { previewUrl } from '../preview';
import { areas, completionStatuses, features, propertyTypes } from '@/lib/listings/types';
import { publishedCollectionAccess } from '../access';
import { lawfulToPublish } from '../publishing-hook';
import { revalidateAfterChange, revalidateAfterDelete } from '../revalidate';
import { completenessField } from './completeness-field';

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
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'reference', type: 'text', required: true, unique: true, index: true },
                { name: 'slug', type: 'text', required: true, unique: true, index: true },
              ],
            },
            {
              // Not `status`: Payload's drafts keep theirs in `_status`, and on PostgreSQL both
              // would be the enum type enum_listings_status.
              name: 'offerStatus',
              label: 'Status',
              admin: { description: 'Only available and under offer listings are advertised.' },
              type: 'select',
              required: true,
              defaultValue: 'draft',
              options: [
                { label: 'Draft', value: 'draft' },
                { label: 'Available', value: 'available' },
                { label: 'Under offer', value: 'under_offer' },
                { label: 'Sold', value: 'sold' },
                { label: 'Rented', value: 'rented' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'area', type: 'select', required: true, options: [...areas] },
                { name: 'type', type: 'select', required: true, options: [...propertyTypes] },
                {
                  name: 'completion',
                  type: 'select',
                  required: true,
                  options: [...completionStatuses],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'bedrooms', type: 'number', required: true, min: 0 },
                { name: 'bathrooms', type: 'number', required: true, min: 0 },
                { name: 'sizeSqft', type: 'number', required: true, min: 1 },
                { name: 'priceAed', type: 'number', required: true, min: 1 },
              ],
            },
            { name: 'developer', type: 'text', required: true },
            {
              name: 'handover',
              type: 'group',
              admin: { description: 'Off-plan: the promised handover; ready: completion.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'year', type: 'number', required: true, min: 1950, max: 2100 },
                    {
                      name: 'quarter',
                      type: 'select',
                      required: true,
                      options: ['1', '2', '3', '4'],
                    },
                  ],
                },
              ],
            },
            {
              name: 'paymentPlan',
              type: 'array',
              admin: { condition: (_, siblings) => siblings?.completion === 'offPlan' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'stage',
                      type: 'select',
                      required: true,
                      options: ['booking', 'construction', 'handover', 'postHandover'],
                    },
                    { name: 'percent', type: 'number', required: true, min: 0, max: 100 },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'serviceChargeAedPerSqft', type: 'number', min: 0 },
                { name: 'estimatedRentAed', type: 'number', min: 0 },
              ],
            },
            {
              name: 'coordinates',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
                    { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
                  ],
                },
              ],
            },
            { name: 'features', type: 'select', hasMany: true, options: [...features] },
          ],
        },
        {
          label: 'Permit and expert',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'permitNumber',
                  label: 'DLD advertising (Trakheesi) permit number',
                  type: 'text',
                },
                {
                  name: 'permitExpiry',
                  label: 'Permit expiry',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly' } },
                },
              ],
            },
            {
              name: 'expert',
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
