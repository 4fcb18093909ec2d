import 'server-only';
import { getLeadStore } from '../database/connection';
import { recordStaffAction } from './audit';
import { isStaffRole, type Staff, type StaffRole } from './roles';
import { revokeInvites } from './staff-invites';

/** One account on the staff page (docs/design.md §12). */
export type StaffMember = {
  id: string;
  email: string;
  role: string;
  agentId: string | null;
  /** invited: no password set yet */
  status: 'active' | 'invited' | 'disabled';
  lastSignInAt: string | null;
};

export type AuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  leadId: string | null;
  detail: string;
};

export const auditPageSize = 50;

/** Why a staff change was refused, as the staff page says it. */
export const staffChangeProblems = {
  self: 'You cannot change or disable your own account here.',
  missing: 'That account does not exist.',
  role: 'Choose admin, manager, sales or marketing.',
  agent: 'A sales account works an expert’s leads: choose the expert.',
} as const;
export type StaffChangeProblem = keyof typeof staffChangeProblems;

export class StaffChangeRefused extends Error {
  constructor(readonly problem: StaffChangeProblem) {
    super(staffChangeProblems[problem]);
  }
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

/** Every account, by e-mail: a brokerage's staff is tens of people, one page holds them. */
export async function listStaff(): Promise<StaffMember[]> {
  const db = await getLeadStore();
  const rows = await db
    .selectFrom('staff_user')
    .select(['id', 'email', 'role', 'agentId', 'disabledAt', 'lastSignInAt'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('staff_account')
            .select('staff_account.id')
            .whereRef('staff_account.userId', '=', 'staff_user.id')
            .where('staff_account.providerId', '=', 'credential'),
        )
        .as('hasPassword'),
    )
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    agentId: row.agentId,
    status: row.disabledAt ? 'disabled' : Number(row.hasPassword) ? 'active' : 'invited',
    lastSignInAt: iso(row.lastSignInAt),
  }));
}

/** The audit log, newest first, after the cursor (served by the index staff_audit_at). */
export async function auditPage(
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; next: string | undefined }> {
  const db = await getLeadStore();
  let query = db
    .selectFrom('staff_audit')
    .select(['id', 'at', 'actor_email', 'action', 'lead_id', 'detail'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(auditPageSize + 1);
  const after = cursor ? Buffer.from(cursor, 'base64url').toString('utf8').split('|') : [];
  const [at, id] = after;
  if (at && id)
    query = query.where((eb) =>
      eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
    );
  const rows = await query.execute();
  const page = rows.slice(0, auditPageSize);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor_email,
      action: row.action,
      leadId: row.lead_id,
      detail: row.detail,
    })),
    next:
      rows.length > auditPageSize && last
        ? Buffer.from(`${last.at}|${last.id}`).toString('base64url')
        : undefined,
  };
}

async function memberOrRefuse(actor: Staff, userId: string) {
  // An admin who demotes or disables themselves could leave nobody to undo it.
  if (userId === actor.id) throw new StaffChangeRefused('self');
  const db = await getLeadStore();
  const member = await db
    .selectFrom('staff_user')
    .select(['id', 'email', 'role', 'agentId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!member) throw new StaffChangeRefused('missing');
  return member;
}

/** A new role (and, for sales, the agent it works); the next request already sees it. */
export async function changeStaffRole(
  actor: Staff,
  userId: string,
  role: string,
  agentId: string | undefined,
): Promise<void> {
  if (!isStaffRole(role)) throw new StaffChangeRefused('role');
  if (role === 'sales' && !agentId) throw new StaffChangeRefused('agent');
  const member = await memberOrRefuse(actor, userId);
  const linked = role === 'sales' ? (agentId ?? null) : null;
  if (member.role === role && member.agentId === linked) return;
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ role, agentId: linked, updatedAt: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    // An admin no more: the invitations they made die with the right to make them.
    if (member.role === 'admin' && role !== 'admin')
      await revokeInvites(trx, userId, { own: false });
    await recordStaffAction(trx, actor, 'staff.role', {
      userId,
      email: member.email,
      from: { role: member.role, agentId: member.agentId },
      to: { role: role satisfies StaffRole, agentId: linked },
    });
  });
}

/** Disabling ends the account's sessions at once (each request reads its session row). */
export async function setStaffDisabled(
  actor: Staff,
  userId: string,
  disabled: boolean,
): Promise<void> {
  const member = await memberOrRefuse(actor, userId);
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable('staff_user')
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where('id', '=', userId)
      .where('disabledAt', disabled ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (disabled) {
      await trx.deleteFrom('staff_session').where('userId', '=', userId).execute();
      // Their invitations, and the one to them: enabling the account again revives no link.
      await revokeInvites(trx, userId, { own: true });
    }
    // Disabling twice is one change, audited once.
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordStaffAction(trx, actor, disabled ? 'staff.disable' : 'staff.enable', {
      userId,
      email: member.email,
    });
  });
}

/** The sign-in writes this, for the staff page's "last sign-in". */
export async function noteSignIn(userId: string): Promise<void> {
  const db = await getLeadStore();
  await db
    .updateTable('staff_user')
    .set({ lastSignInAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
