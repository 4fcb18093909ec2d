import 'server-only';
import { getLeadStore } from '../database/connection';
import { recordStaffAction, type AuditActor } from './audit';
import { staffAuth } from './auth';
import { isStaffRole, type StaffRole } from './roles';

export const minPasswordLength = 12;

export class StaffAccountError extends Error {}

export type StaffAccountRequest = { email: string; role: string; agentId?: string | undefined };
export type NewStaffAccount = StaffAccountRequest & { password: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a member of staff with a password (the CLI's `staff add`, the first admin). Throws
 * StaffAccountError, with a sentence for the operator, on a bad role, a taken e-mail or a short
 * password.
 */
export async function addStaffAccount(
  account: NewStaffAccount,
  actor: AuditActor = { id: null, email: 'cli' },
): Promise<{ id: string; role: StaffRole }> {
  const { password } = account;
  if (password.length < minPasswordLength)
    throw new StaffAccountError(`the password needs at least ${minPasswordLength} characters`);
  const { user, email, role } = await createStaffUser(account, true);
  const context = await (await staffAuth()).$context;
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  await recordStaffAction(await getLeadStore(), actor, 'staff.add', {
    userId: user.id,
    email,
    role,
    agentId: account.agentId ?? null,
  });
  return { id: user.id, role };
}

/**
 * The account without a password (the CLI links one at once; an invitation lets its owner set it).
 * Throws StaffAccountError on a malformed e-mail, a bad role, sales without an agent, a taken e-mail.
 */
export async function createStaffUser(request: StaffAccountRequest, emailVerified: boolean) {
  const email = request.email.trim().toLowerCase();
  const { role } = request;
  if (!emailPattern.test(email)) throw new StaffAccountError(`"${email}" is not an e-mail address`);
  if (!isStaffRole(role))
    throw new StaffAccountError(`role must be admin, manager, sales or marketing (not "${role}")`);
  if (role === 'sales' && !request.agentId)
    throw new StaffAccountError('a sales account works an agent’s leads: give --agent ID');
  const context = await (await staffAuth()).$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new StaffAccountError(`${email} already has an account`);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: email.split('@')[0] ?? email,
      emailVerified,
      role,
      agentId: role === 'sales' ? request.agentId : null,
    },
    { method: 'admin' },
  );
  return { user, email, role };
}
