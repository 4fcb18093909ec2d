import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { site } from '@/lib/site';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { enqueueMail, nudgeMailing } from '../mail/outbox';
import { staffInviteMail } from '../mail/staff-invite-mail';
import { recordStaffAction } from './audit';
import { staffAuth } from './auth';
import type { Staff } from './roles';
import { passwordProblem } from './password-policy';
import { StaffAccountError, createStaffUser, type StaffAccountRequest } from './staff-accounts';

/** docs/design.md §12: an invitation's set-password link is good for 48 hours, once. */
const inviteValidityMs = 48 * 60 * 60_000;

// Only the token's hash is stored: a copy of the database opens no account.
const identifierOf = (token: string) =>
  `staff-invite:${createHash('sha256').update(token).digest('base64url')}`;

const inviteLink = (token: string) => `${site.url}/admin/invite/${token}`;

/**
 * What an invitation's row holds: the invited account and the admin who made it. Rows written
 * before the inviter was kept hold the account's id alone.
 */
type InviteValue = { user: string; by: string | null };

function readInviteValue(value: string): InviteValue {
  if (!value.startsWith('{')) return { user: value, by: null };
  const parsed = JSON.parse(value) as Partial<InviteValue>;
  return { user: String(parsed.user ?? ''), by: parsed.by ? String(parsed.by) : null };
}

/**
 * An invitation is only as good as its inviter's rights today: the inviter must still be an
 * enabled admin, and the invited account must not be disabled. Disabling, demoting or deleting
 * an admin also deletes their open invitations (revokeInvites), this is the check behind it.
 */
async function usableInvite(value: string) {
  const { user: userId, by } = readInviteValue(value);
  const db = await getLeadStore();
  const people = await db
    .selectFrom('staff_user')
    .select(['id', 'email', 'role', 'disabledAt'])
    .where('id', 'in', by ? [userId, by] : [userId])
    .execute();
  const user = people.find((person) => person.id === userId);
  if (!user || user.disabledAt) return undefined;
  if (by) {
    const inviter = people.find((person) => person.id === by);
    if (!inviter || inviter.disabledAt || inviter.role !== 'admin') return undefined;
  }
  return { id: user.id, email: user.email };
}

/**
 * Deletes every open invitation made by `userId` (their rights are gone: disabled, demoted) and,
 * with `own`, the invitation to `userId` itself (disabled: enabling the account again must not
 * bring its old link back). Tens of rows at most: read and matched here.
 */
export async function revokeInvites(
  db: Kysely<LeadDatabase>,
  userId: string,
  { own }: { own: boolean },
): Promise<void> {
  const rows = await db
    .selectFrom('staff_verification')
    .select(['id', 'value'])
    .where('identifier', 'like', 'staff-invite:%')
    .execute();
  const revoked = rows
    .filter((row) => {
      const { user, by } = readInviteValue(row.value);
      return by === userId || (own && user === userId);
    })
    .map((row) => row.id);
  if (revoked.length > 0)
    await db.deleteFrom('staff_verification').where('id', 'in', revoked).execute();
}

/**
 * Creates the account without a password and mails its owner a set-password link through the
 * outbox. The link is returned too, for the inviting admin to see once.
 */
export async function inviteStaff(
  actor: Staff,
  request: StaffAccountRequest,
): Promise<{ email: string; link: string }> {
  const { user, email, role } = await createStaffUser(request, false);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + inviteValidityMs);
  const context = await (await staffAuth()).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(token),
    value: JSON.stringify({ user: user.id, by: actor.id } satisfies InviteValue),
    expiresAt,
  });
  const link = inviteLink(token);
  const mail = await staffInviteMail({ email, role, invitedBy: actor.email, link, expiresAt });
  const db = await getLeadStore();
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, mail);
    await recordStaffAction(trx, actor, 'staff.invite', {
      userId: user.id,
      email,
      role,
      agentId: role === 'sales' ? (request.agentId ?? null) : null,
      expiresAt: expiresAt.toISOString(),
    });
  });
  nudgeMailing();
  return { email, link };
}

/** The invitation behind a link, while it can still be used (its owner's e-mail to show). */
export async function openInvite(token: string): Promise<{ email: string } | undefined> {
  const context = await (await staffAuth()).$context;
  const row = await context.internalAdapter.findVerificationValue(identifierOf(token));
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return undefined;
  const user = await usableInvite(row.value);
  return user ? { email: user.email } : undefined;
}

export type AcceptedInvite = { outcome: 'done'; email: string } | { outcome: 'invalid' };

/**
 * Sets the invited account's password and spends the link (single use even when two tabs race:
 * better-auth's consume deletes the row for the first caller only). Throws StaffAccountError on a
 * short or guessable password (password-policy.ts), before the link is spent.
 */
export async function acceptInvite(token: string, password: string): Promise<AcceptedInvite> {
  const context = await (await staffAuth()).$context;
  const open = await context.internalAdapter.findVerificationValue(identifierOf(token));
  const invited = open && (await usableInvite(open.value));
  if (invited) {
    const problem = await passwordProblem(password, [invited.email]);
    if (problem) throw new StaffAccountError(problem);
  }
  const row = await context.internalAdapter.consumeVerificationValue(identifierOf(token));
  if (!row) return { outcome: 'invalid' };
  const user = await usableInvite(row.value);
  if (!user) return { outcome: 'invalid' };
  const hash = await context.password.hash(password);
  if (await context.internalAdapter.findCredentialAccount(user.id))
    await context.internalAdapter.updatePassword(user.id, hash);
  else
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  await recordStaffAction(
    await getLeadStore(),
    { id: user.id, email: user.email },
    'staff.invite.accept',
    { userId: user.id },
  );
  return { outcome: 'done', email: user.email };
}
