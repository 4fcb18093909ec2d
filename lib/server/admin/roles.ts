/**
 * Who may do what in the back office (docs/design.md §12). Pure, so the whole matrix is a unit
 * test; guard.ts is the one place that applies it to a request.
 */
const staffRoles = ['admin', 'manager', 'sales', 'marketing'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export type Permission =
  /** the inbox and a lead's page (which leads, and which columns: leadAccess()) */
  | 'leads.read'
  /** status, notes */
  | 'leads.work'
  | 'leads.reassign'
  | 'leads.release'
  | 'leads.refund'
  | 'campaigns.read'
  | 'calls.read'
  | 'hours.edit'
  | 'staff.manage'
  /** a person's data: find, export, erase (docs/design.md §15) */
  | 'people.manage'
  /** every account: its own second factor */
  | 'account.self'
  /** the content editor (/admin/content); what each role may change there: lib/content/access.ts */
  | 'content.read';

const grants: Record<StaffRole, readonly Permission[]> = {
  admin: [
    'leads.read',
    'leads.work',
    'leads.reassign',
    'leads.release',
    'leads.refund',
    'campaigns.read',
    'calls.read',
    'hours.edit',
    'staff.manage',
    'people.manage',
    'account.self',
    'content.read',
  ],
  // A sales manager: every lead, reassignment, calls, hours and figures; not staff or refunds.
  manager: [
    'leads.read',
    'leads.work',
    'leads.reassign',
    'leads.release',
    'campaigns.read',
    'calls.read',
    'hours.edit',
    'account.self',
    'content.read',
  ],
  sales: ['leads.read', 'leads.work', 'calls.read', 'hours.edit', 'account.self', 'content.read'],
  marketing: ['leads.read', 'campaigns.read', 'account.self', 'content.read'],
};

export function may(role: StaffRole, permission: Permission): boolean {
  return grants[role].includes(permission);
}

/** Admin and manager work every expert's leads, calls and hours; sales its own agent's. */
export function worksEveryExpert(staff: Pick<Staff, 'role'>): boolean {
  return staff.role === 'admin' || staff.role === 'manager';
}

export type Staff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** sales: the agent whose leads, calls and hours this account works */
  agentId: string | null;
};

/**
 * Which leads a member of staff sees, and whether with the contact details (phone, e-mail, CV).
 * Marketing reads every lead without them; sales reads its agent's leads and the unassigned ones.
 */
export type LeadAccess = {
  contact: boolean;
  /** undefined: every lead; else the agent whose leads (plus the unassigned) are visible */
  agentId: string | undefined;
};

export function leadAccess(staff: Staff): LeadAccess {
  switch (staff.role) {
    case 'admin':
    case 'manager':
      return { contact: true, agentId: undefined };
    case 'sales':
      // A sales account without an agent sees only the unassigned leads.
      return { contact: true, agentId: staff.agentId ?? '' };
    case 'marketing':
      return { contact: false, agentId: undefined };
  }
}
