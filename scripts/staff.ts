/**
 * The back office's accounts from a shell (docs/design.md §12): the first admin, or anyone when
 * no admin can sign in. Reads DATA_DIR / DATABASE_URL like the server, also from .env files.
 *
 *   printf '%s' "$PASSWORD" | npm run -s staff -- add EMAIL --role admin|manager|sales|marketing [--agent ID] --password-stdin
 */
import { StaffAccountError, addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { loadEnv, parsedCommandLine, runCli, UsageError } from './support/cli';

const usage = `Usage:
  npm run -s staff -- add EMAIL --role admin|manager|sales|marketing [--agent AGENT_ID] --password-stdin
The password (12 characters or more, not a common password or a pattern) is read from standard
input, never from the command line. A sales account is linked to the agent whose leads, calls and
hours it works (--agent, an existing expert's id).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parsedCommandLine(argv, {
    role: { type: 'string' },
    agent: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  });
  const [command, email] = positionals;
  if (command !== 'add' || !email || !values.role)
    throw new UsageError(`${usage}\n\nGive the command add, an e-mail and --role.`);
  if (!values['password-stdin'])
    throw new UsageError('Pass the password on standard input with --password-stdin.');
  loadEnv();

  // One line: a trailing newline from `echo` is not part of the password.
  const password = (await readStdin()).replace(/\r?\n$/, '');
  const account = await addStaffAccount({
    email,
    role: values.role,
    agentId: values.agent,
    password,
  });
  console.log(`${email.trim().toLowerCase()} can sign in at /admin as ${account.role}.`);
  return 0;
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

runCli(main, { usage, prefix: 'staff: ', told: [[StaffAccountError, 2]] });
