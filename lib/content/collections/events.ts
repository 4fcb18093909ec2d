import type { CollectionConfig, TextFieldSingleValidation } from 'payload';
import { defaultTimezones } from 'payload/shared';
import { defaultLocale } from '@/lib/i18n/locales';
import { roadshowEventPages, roadshowTimeZones } from '@/lib/roadshow/pages';
import { publishedCollectionAccess } from '../access';
import { previewUrl } from '../preview';
import { revalidateRoadshowAfterChange, revalidateRoadshowAfterDelete } from '../revalidate';

const pageLabels: Record<(typeof roadshowEventPages)[number], string> = {
  'roadshow-germany': 'Germany (/roadshow-germany)',
  'roadshow-italy': 'Italy (/roadshow-italy)',
  'roadshow-taiwan': 'Taiwan (/roadshow-taiwan)',
};

/**
 * The zones a seminar's time is written in: the roadshow's own first (Payload's default list has
 * no Rome or Taipei), then Payload's list, so a new country needs no code.
 */
const timezone = {
  required: true,
  defaultTimezone: 'Europe/Berlin',
  supportedTimezones: [
    { label: 'Germany (Berlin)', value: 'Europe/Berlin' },
    { label: 'Italy (Rome)', value: 'Europe/Rome' },
    { label: 'Taiwan (Taipei)', value: 'Asia/Taipei' },
    ...defaultTimezones.filter(
      ({ value }) => !(roadshowTimeZones as readonly string[]).includes(value),
    ),
  ],
};

/**
 * The words of an event are required in the site's default language only: another language shows
 * them until it has its own, so a marketer may add a date in English and translate later.
 */
const writtenInEnglish: TextFieldSingleValidation = (value, { req }) =>
  req.locale !== defaultLocale || Boolean(value?.trim()) || 'Required in English.';

/**
 * One dated seminar on one roadshow page (docs/content.md). Its start and end are written in
 * the venue's time zone and shown in it; it leaves the page by itself once it has ended.
 */
export const eventsCollection: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Roadshow event', plural: 'Roadshow events' },
  admin: {
    useAsTitle: 'city',
    defaultColumns: ['city', 'page', 'startsAt', '_status'],
    preview: previewUrl('events', 'page'),
  },
  access: publishedCollectionAccess,
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    afterChange: [revalidateRoadshowAfterChange],
    afterDelete: [revalidateRoadshowAfterDelete],
  },
  fields: [
    {
      name: 'page',
      type: 'select',
      required: true,
      options: roadshowEventPages.map((value) => ({ value, label: pageLabels[value] })),
      admin: { description: 'The roadshow page that lists this seminar.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', localized: true, validate: writtenInEnglish },
        { name: 'venue', type: 'text', localized: true, validate: writtenInEnglish },
      ],
    },
    {
      name: 'address',
      type: 'text',
      localized: true,
      validate: writtenInEnglish,
      admin: {
        description:
          'City, venue and address are required in English; a language not written yet shows the English words.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Starts',
          type: 'date',
          required: true,
          timezone,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
        },
        {
          name: 'endsAt',
          label: 'Ends',
          type: 'date',
          required: true,
          timezone,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
        },
      ],
    },
  ],
};
