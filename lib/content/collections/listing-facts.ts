import type { Field } from 'payload';
import { areas, completionStatuses, features, propertyTypes } from '@/lib/listings/types';
import en from '@/messages/en.json';

/** Each option under the English name the site gives it (the editor is English only). */
const named = <Value extends string>(values: readonly Value[], names: Record<Value, string>) =>
  values.map((value) => ({ value, label: names[value] }));

/** A listing's facts, shared by every language: the editor's Facts tab (listings.ts). */
export const listingFacts: Field[] = [
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
      {
        name: 'area',
        type: 'select',
        required: true,
        options: named(areas, en.Listings.areas),
      },
      {
        name: 'type',
        type: 'select',
        required: true,
        options: named(propertyTypes, en.Listings.types),
      },
      {
        name: 'completion',
        type: 'select',
        required: true,
        options: named(completionStatuses, en.Listings.status),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'bedrooms', type: 'number', required: true, min: 0 },
      { name: 'bathrooms', type: 'number', required: true, min: 0 },
      { name: 'sizeSqft', label: 'Size (sq ft)', type: 'number', required: true, min: 1 },
      { name: 'priceAed', label: 'Price (AED)', type: 'number', required: true, min: 1 },
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
      {
        name: 'serviceChargeAedPerSqft',
        label: 'Service charge (AED per sq ft a year)',
        type: 'number',
        min: 0,
      },
      {
        name: 'estimatedRentAed',
        label: 'Estimated rent (AED a year)',
        type: 'number',
        min: 0,
      },
    ],
  },
  {
    name: 'coordinates',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'lat',
            label: 'Latitude',
            type: 'number',
            required: true,
            min: -90,
            max: 90,
          },
          {
            name: 'lng',
            label: 'Longitude',
            type: 'number',
            required: true,
            min: -180,
            max: 180,
          },
        ],
      },
    ],
  },
  {
    name: 'features',
    type: 'select',
    hasMany: true,
    options: named(features, en.ListingPage.features),
  },
];
