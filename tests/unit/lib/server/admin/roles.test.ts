import { describe, expect, it } from 'vitest';
import { leadAccess, may, type Permission, type StaffRole } from '@/lib/server/admin/roles';

const matrix: Record<Permission, StaffRole[]> = {
  'leads.read': ['admin', 'manager', 'sales', 'marketing'],
  'leads.work': ['admin', 'manager', 'sales'],
  'leads.reassign': ['admin', 'manager'],
  'leads.release': ['admin', 'manager'],
  'leads.refund': ['admin'],
  'campaigns.read': ['admin', 'manager', 'marketing'],
  'calls.read': ['admin', 'manager', 'sales'],
  'hours.edit': ['admin', 'manager', 'sales'],
  'staff.manage': ['admin'],
  'people.manage': ['admin'],
  'account.self': ['admin', 'manager', 'sales', 'marketing'],
  'content.read': ['admin', 'manager', 'sales', 'marketing'],
};

describe('the back office role matrix (docs/design.md §12)', () => {
  for (const [permission, roles] of Object.entries(matrix) as [Permission, StaffRole[]][])
    for (const role of ['admin', 'manager', 'sales', 'marketing'] as const)
      it(`${role} ${roles.includes(role) ? 'may' : 'may not'} ${permission}`, () => {
        expect(may(role, permission)).toBe(roles.includes(role));
      });

  it('gives contact details to admin and sales only, and sales only its agent’s leads', () => {
    const base = { id: 'u', email: 'e', name: 'n', agentId: 'layla-haddad' };
    expect(leadAccess({ ...base, role: 'admin' })).toEqual({ contact: true, agentId: undefined });
    expect(leadAccess({ ...base, role: 'sales' })).toEqual({
      contact: true,
      agentId: 'layla-haddad',
    });
    expect(leadAccess({ ...base, role: 'sales', agentId: null })).toEqual({
      contact: true,
      agentId: '',
    });
    expect(leadAccess({ ...base, role: 'marketing' })).toEqual({
      contact: false,
      agentId: undefined,
    });
  });
});
