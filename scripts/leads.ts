/**
 * Operators' CLI: read the leads without a login page, from the same store the site uses
 * (DATA_DIR or DATABASE_URL, also from .env files as `next start` reads them), while it runs.
 *
 *   npm run leads -- list [--since DATE] [--limit N] [--quarantine]
 *   npm run leads -- export [--since DATE] [--quarantine] > leads.csv
 *   npm run leads -- release ID
 *   npm run leads -- retry-failed
 *   npm run leads -- mail [--limit N]
 */
import fs from 'node:fs';
import { requeueFailedLeads } from '@/lib/server/crm/outbox';
import { recentMail, requeueFailedMail } from '@/lib/server/mail/outbox';
import { operatorExport } from '@/lib/server/admin/lead-export';
import { quarantineLabel, spotBooking } from '@/lib/server/leads-csv';
import { sendHeldPostback } from '@/lib/server/conversions';
import { countLeads, latestLeads, releaseLead } from '@/lib/server/lead-store';
import { visible } from '@/lib/server/printable';
import { loadEnv, parsedCommandLine, runCli, UsageError } from './support/cli';

const usage = `Usage:
  npm run leads -- list [--since DATE] [--limit N]    the latest leads (50 unless --limit)
  npm run leads -- export [--since DATE] > leads.csv  every lead as CSV, one row per lead
  npm run leads -- release ID                         let a quarantined lead go to the CRM and postback
  npm run leads -- retry-failed                       queue leads the CRM never took, and mail that
                                                      failed, for another round
  npm run leads -- mail [--limit N]                   the latest e-mails and their status (50 unless --limit)
--quarantine (list, export) shows only the leads the bot trap holds, not yet released.
DATE is YYYY-MM-DD (UTC midnight) or an ISO timestamp.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parsedCommandLine(argv, {
    since: { type: 'string' },
    limit: { type: 'string' },
    quarantine: { type: 'boolean' },
  });
  const [command] = positionals;
  if (!command) {
    console.log(usage);
    return 2;
  }
  loadEnv();

  const since = values.since === undefined ? undefined : parseSince(values.since);
  const held = values.quarantine === true;
  switch (command) {
    case 'export':
      await exportCsv(since, held);
      return 0;
    case 'list':
      await list(since, Number(values.limit ?? 50), held);
      return 0;
    case 'release':
      return release(positionals[1]);
    case 'retry-failed':
      console.log(
        `${await requeueFailedLeads()} lead(s) queued for the CRM again; the running site forwards them.`,
      );
      console.log(
        `${await requeueFailedMail()} e-mail(s) queued again; the running site sends them.`,
      );
      return 0;
    case 'mail':
      await listMail(Number(values.limit ?? 50));
      return 0;
    default:
      console.error(`Unknown command "${command}".\n${usage}`);
      return 2;
  }
}

function parseSince(value: string): string {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since wants a date like 2026-11-01, not "${value}"`);
  }
  return date.toISOString();
}

async function exportCsv(since: string | undefined, held: boolean): Promise<void> {
  const output = csvOutput();
  // The byte-order mark (first line) makes Excel read Arabic, Hebrew and Korean names as UTF-8.
  let chunk = '';
  // Written as read, in chunks of about 64 kB: memory holds one page of leads, not the export.
  for await (const lines of operatorExport({ since, quarantined: held })) {
    chunk += lines;
    if (chunk.length < 65_536) continue;
    await output.write(chunk);
    chunk = '';
  }
  await output.write(chunk);
}

async function release(id: string | undefined): Promise<number> {
  if (!id) throw new UsageError(`release wants the lead's id.\n${usage}`);
  if (!(await releaseLead(id))) {
    console.error(`No lead ${visible(id)} is in quarantine.`);
    return 1;
  }
  await sendHeldPostback(id);
  console.log(`Lead ${id} released: the running site forwards it to the CRM.`);
  return 0;
}

/**
 * Where the CSV goes. `npm run` prints its banner ("> pkg leads / > node …") to stdout before the
 * script starts, so `npm run leads -- export > leads.csv` would begin with it. When stdout is a file
 * holding exactly that banner and nothing else, the file is ours: it is emptied and written from
 * its start. Anything else on stdout (a pipe, `-s`, a file with other content) is left as it is.
 */
function csvOutput(): { write: (text: string) => Promise<void> } {
  const stdoutFd = 1;
  if (
    process.env.npm_lifecycle_event === 'leads' &&
    process.platform === 'linux' &&
    fs.fstatSync(stdoutFd).isFile()
  ) {
    const written = fs.readFileSync('/proc/self/fd/1', 'utf8');
    if (written.length < 4096 && /^\n> [^\n]* leads\n> [^\n]*\n\n?$/.test(written)) {
      fs.ftruncateSync(stdoutFd, 0);
      let position = 0;
      return {
        write: async (text) => {
          const bytes = Buffer.from(text);
          fs.writeSync(stdoutFd, bytes, 0, bytes.length, position);
          position += bytes.length;
        },
      };
    }
  }
  return { write };
}

async function list(since: string | undefined, limit: number, held: boolean): Promise<void> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError('--limit wants a positive whole number');
  const selection = { since, quarantined: held };
  const latest = await latestLeads(selection, limit);
  const total = await countLeads(selection);
  // Whatever was stored, the terminal gets no raw control or bidi character.
  const rows = latest.map((lead) => {
    const spot = spotBooking(lead);
    return [
      lead.id,
      lead.created_at.slice(0, 19).replace('T', ' '),
      lead.kind,
      lead.name,
      lead.phone,
      lead.email ?? '',
      lead.utm_source ?? '',
      lead.forward_status,
      lead.payment_status ? `${lead.payment_status} ${spot.amountAed}`.trim() : '',
      lead.payment_intent_id ?? '',
      spot.slot,
      spot.expert,
      quarantineLabel(lead),
    ].map(visible);
  });
  const header = [
    'id',
    'received (UTC)',
    'kind',
    'name',
    'phone',
    'email',
    'utm_source',
    'crm',
    'payment (AED)',
    'payment intent',
    'call (Dubai)',
    'expert',
    'quarantine',
  ];
  printTable(header, rows);
  const what = held ? 'lead(s) in quarantine' : 'lead(s)';
  console.log(`\n${latest.length} of ${total} ${what}${since ? ` since ${since}` : ''}.`);
}

/** docs/design.md §10: what was mailed to whom, and what the mail server refused (`failed`). */
async function listMail(limit: number): Promise<void> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError('--limit wants a positive whole number');
  const messages = await recentMail(limit);
  const header = ['created (UTC)', 'status', 'attempts', 'kind', 'rev', 'to', 'lead', 'last error'];
  const rows = messages.map((mail) =>
    [
      mail.created_at.slice(0, 19).replace('T', ' '),
      mail.status,
      String(mail.attempts),
      mail.kind,
      String(mail.revision),
      mail.recipient,
      mail.lead_id ?? '',
      mail.status === 'sent' ? '' : (mail.last_error ?? ''),
    ].map(visible),
  );
  printTable(header, rows);
  console.log(`\n${messages.length} latest message(s).`);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

function write(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
  );
}

runCli(main, { usage });
