import 'server-only';
import { listAgents } from '../agents/directory';
import { getLeadStore } from '../database/connection';
import { recordStaffAction, type AuditActor } from './audit';
import { staffAuth } from './auth';
import { passwordProblem } from './password-policy';
import { isStaffRole, type StaffRole } from './roles';

export class StaffAccountError extends Error {}

export type StaffAccountRequest = { email: string; role: string; agentId?: string | undefined };
export type NewStaffAccount = StaffAccountRequest & { password: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a member of staff with a password (the CLI's `staff add`, the first admin). Throws
 * StaffAccountError, with a sentence for the operator, on a bad role, a taken e-mail, an unknown
 * agent or a password that is short or guessable (password-policy.ts).
 */
export async function addStaffAccount(
  account: NewStaffAccount,
  actor: AuditActor = { id: null, email: 'cli' },
): Promise<{ id: string; role: StaffRole }> {
  const problem = await passwordProblem(account.password, [account.email.trim().toLowerCase()]);
  if (problem) throw new StaffAccountError(problem);
  const { password } = account;
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
 * Throws StaffAccountError on a malformed e-mail, a bad role, sales without an existing agent, a
 * taken e-mail.
 */
export async function createStaffUser(request: StaffAccountRequest, emailVerified: boolean) {
  const email = request.email.trim().toLowerCase();
  const { role } = request;
  if (!emailPattern.test(email)) throw new StaffAccountError(`"${email}" is not an e-mail address`);
  if (!isStaffRole(role))
    throw new StaffAccountError(`role must be admin, manager, sales or marketing (not "${role}")`);
  if (role === 'sales' && !request.agentId)
    throw new StaffAccountError('a sales account works an agent’s leads: give --agent ID');
  if (role === 'sales' && !(await listAgents()).some((agent) => agent.id === request.agentId))
    throw new StaffAccountError(
      `there is no agent "${request.agentId}" (the experts' ids: ${(await listAgents())
        .map((agent) => agent.id)
        .join(', ')})`,
    );
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
