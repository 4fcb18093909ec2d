import type { UIField } from 'payload';

/**
 * Which of the 13 languages an item is written in (and, for an article, published in): a column in
 * the list and a line on the form (lib/content/admin/completeness.tsx). Stores nothing.
 */
export const completenessField: UIField = {
  name: 'completeness',
  label: 'Languages',
  type: 'ui',
  admin: {
    components: {
      Cell: '/lib/content/admin/completeness#CompletenessCell',
      Field: '/lib/content/admin/completeness#CompletenessField',
    },
  },
};
