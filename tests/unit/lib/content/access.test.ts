import type { Access, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import {
  adminOnly,
  expertEditors,
  ownStaffRow,
  publishedOrStaff,
  publishers,
  staffOnly,
} from '@/lib/content/access';
import type { StaffRole } from '@/lib/server/admin/roles';

/** What Payload passes an access function: the request with the member the strategy found. */
function as(role: StaffRole | undefined, agentId: string | null = null) {
  const user = role ? { id: `staff-${role}`, email: `${role}@example.test`, role, agentId } : null;
  return { req: { user } as unknown as PayloadRequest };
}

const ask = (access: Access, role?: StaffRole, agentId?: string | null) =>
  access(as(role, agentId) as Parameters<Access>[0]);

describe('who may edit what in the content (docs/content.md)', () => {
  it('lets admin and marketing publish listings, articles, events and media, and nobody else', () => {
    expect(ask(publishers, 'admin')).toBe(true);
    expect(ask(publishers, 'marketing')).toBe(true);
    expect(ask(publishers, 'sales')).toBe(false);
    expect(ask(publishers, 'manager')).toBe(false);
    expect(ask(publishers)).toBe(false);
  });

  it('lets a sales expert edit only the profile linked to their account or agent', () => {
    expect(ask(expertEditors, 'sales', 'layla-haddad')).toEqual({
      or: [{ staffAccount: { equals: 'staff-sales' } }, { agentId: { equals: 'layla-haddad' } }],
    });
    expect(ask(expertEditors, 'sales', null)).toEqual({
      or: [{ staffAccount: { equals: 'staff-sales' } }],
    });
    expect(ask(expertEditors, 'admin')).toBe(true);
    expect(ask(expertEditors, 'marketing')).toBe(true);
    expect(ask(expertEditors, 'manager')).toBe(false);
    expect(ask(expertEditors)).toBe(false);
  });

  it('shows visitors published content only, and staff the drafts too', () => {
    expect(ask(publishedOrStaff)).toEqual({ _status: { equals: 'published' } });
    for (const role of ['admin', 'manager', 'sales', 'marketing'] as const)
      expect(ask(publishedOrStaff, role)).toBe(true);
  });

  it('lets every member of staff in, and only admin see every staff row', () => {
    expect(ask(staffOnly, 'sales')).toBe(true);
    expect(ask(staffOnly)).toBe(false);
    expect(ask(adminOnly, 'admin')).toBe(true);
    expect(ask(adminOnly, 'marketing')).toBe(false);
    expect(ask(ownStaffRow, 'admin')).toBe(true);
    expect(ask(ownStaffRow, 'sales')).toEqual({ id: { equals: 'staff-sales' } });
    expect(ask(ownStaffRow)).toBe(false);
  });

  it('treats a user without a back-office role as nobody', () => {
    const stranger = { req: { user: { id: 'x', role: 'editor' } } as unknown as PayloadRequest };
    expect(publishers(stranger as Parameters<Access>[0])).toBe(false);
    expect(publishedOrStaff(stranger as Parameters<Access>[0])).toEqual({
      _status: { equals: 'published' },
    });
  });
});
