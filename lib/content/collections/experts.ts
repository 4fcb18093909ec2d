import type { CollectionConfig } from 'payload';
import { presentingPages } from '@/lib/experts/pages';
import { agentLanguages } from '@/lib/leads/agent';
import { expertEditors, publishers, staffOnly } from '../access';
import { expertAfterChange, expertAfterDelete } from '../revalidate';

/**
 * The brokerage's people: without a CRM, lead routing by language, the request-call card, the
 * booking hours and the mails use the active ones (lib/server/agents/directory.ts); the video and
 * roadshow pages present the ones that name them in `presents`, active or not
 * (lib/experts/store.ts). Seeded from content/seed/experts.json. Sales edit only their own profile
 * (access.ts).
 */
export const expertsCollection: CollectionConfig = {
  slug: 'experts',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'brn', 'email', 'active'] },
  access: {
    read: () => true,
    create: publishers,
    update: expertEditors,
    delete: publishers,
    readVersions: staffOnly,
  },
  versions: { maxPerDoc: 20 },
  // The agent directory reads them again; a listing's page names its expert and their BRN.
  hooks: { afterChange: [expertAfterChange], afterDelete: [expertAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'agentId',
          label: 'Agent ID',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'The id leads and bookings use for this expert.' },
        },
      ],
    },
    {
      name: 'nameScripts',
      label: 'Name in other scripts',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'arabic', type: 'text', admin: { rtl: true } },
            { name: 'hebrew', type: 'text', admin: { rtl: true } },
            { name: 'hangul', type: 'text' },
            { name: 'cyrillic', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'gender',
      label: 'Grammatical gender',
      type: 'select',
      required: true,
      options: ['female', 'male'],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'bio',
      type: 'textarea',
      localized: true,
      admin: { description: 'A short introduction, per language, where the expert is presented.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'languages', type: 'select', hasMany: true, options: [...agentLanguages] },
    {
      name: 'speaks',
      label: 'Languages, as the roadshow pages say them',
      type: 'text',
      localized: true,
      admin: { description: 'Per language, e.g. “Speaks German and English”.' },
    },
    {
      name: 'presents',
      type: 'select',
      hasMany: true,
      options: [...presentingPages],
      admin: { description: 'Pages that present this expert.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'whatsapp', label: 'WhatsApp', type: 'text' },
        { name: 'telegram', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'brn',
      label: 'BRN (broker registration number)',
      type: 'text',
      index: true,
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Inactive experts get no new leads and are not offered on the request-call card; the pages they present (above) still show them.',
      },
    },
    {
      name: 'staffAccount',
      label: 'Staff account',
      type: 'relationship',
      relationTo: 'staff',
      access: { update: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin' },
    },
  ],
};
