import type { CollectionConfig } from 'payload';
import type { Staff } from '@/lib/server/admin/roles';
import { nobody, ownStaffRow } from '../access';
import { backOfficeStrategy, STAFF_COLLECTION } from '../staff-strategy';

/**
 * The back office's staff as Payload sees them: no password, no sign-in of its own
 * (disableLocalStrategy); each row mirrors the member the back office's session names.
 */
export function staffCollection(
  staffFor: (headers: Headers) => Promise<Staff | undefined>,
): CollectionConfig {
  return {
    slug: STAFF_COLLECTION,
    labels: { singular: 'Staff member', plural: 'Staff' },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['email', 'name', 'role'],
      description: 'Accounts are managed in the back office (Staff); this list mirrors them.',
    },
    auth: { disableLocalStrategy: true, strategies: [backOfficeStrategy(staffFor)] },
    access: {
      read: ownStaffRow,
      create: nobody,
      update: nobody,
      delete: nobody,
      admin: ({ req }) => Boolean(req.user),
    },
    fields: [
      { name: 'id', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'name', type: 'text' },
      {
        name: 'role',
        type: 'select',
        required: true,
        options: ['admin', 'manager', 'sales', 'marketing'],
      },
      { name: 'agentId', type: 'text' },
    ],
  };
}
