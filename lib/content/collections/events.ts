import type { CollectionConfig } from 'payload';
import { publishedOrStaff, publishers } from '../access';

/** The roadshow pages an event is listed on. */
const roadshowPages = [
  'roadshow',
  'roadshow-germany',
  'roadshow-italy',
  'roadshow-taiwan',
] as const;

export const eventsCollection: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Roadshow event', plural: 'Roadshow events' },
  admin: { useAsTitle: 'city', defaultColumns: ['city', 'page', 'startsAt', '_status'] },
  access: {
    read: publishedOrStaff,
    create: publishers,
    update: publishers,
    delete: publishers,
    readVersions: publishers,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    { name: 'page', type: 'select', required: true, options: [...roadshowPages] },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, localized: true },
        { name: 'venue', type: 'text', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          timezone: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'label', type: 'text', localized: true },
  ],
};
