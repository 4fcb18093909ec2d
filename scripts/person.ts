/**
 * A person's data from a shell (docs/design.md §15): what is held about an e-mail address or a
 * phone number, all of it as one archive, or erased everywhere. Reads DATA_DIR / DATABASE_URL like
 * the server, also from .env files; audited as "cli".
 *
 *   npm run -s person -- find EMAIL_OR_PHONE
 *   npm run -s person -- export EMAIL_OR_PHONE [--output FILE] > person.tar
 *   npm run -s person -- erase EMAIL_OR_PHONE
 */
import fs from 'node:fs';
import {
  erasePerson,
  exportPerson,
  findPerson,
  personFrom,
  type PersonSummary,
} from '@/lib/server/privacy/person';
import { fileSink } from '@/lib/server/privacy/tar';
import { visible } from '@/lib/server/printable';
import { loadEnv, parsedCommandLine, runCli, UsageError } from './support/cli';

const usage = `Usage:
  npm run -s person -- find EMAIL_OR_PHONE                    what is held about the person
  npm run -s person -- export EMAIL_OR_PHONE [--output FILE]  all of it as one .tar archive
                                                              (person.json, CVs, .eml files) to
                                                              FILE or standard output
  npm run -s person -- erase EMAIL_OR_PHONE                   erase it everywhere (payments are
                                                              kept anonymised); the CRM is told
A phone may be written as dialled in the UAE (050…) or international (+971…).`;

const cli = { id: null, email: 'cli' };

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parsedCommandLine(argv, {
    output: { type: 'string', short: 'o' },
  });
  const [command, who] = positionals;
  if (!command || !who || positionals.length > 2) throw new UsageError(usage);
  const person = personFrom(who);
  if (!person)
    throw new UsageError(`"${visible(who)}" is neither an e-mail address nor a phone number.`);
  loadEnv();

  switch (command) {
    case 'find':
      print(await findPerson(person, cli), 'Held');
      return 0;
    case 'export': {
      if (!values.output && process.stdout.isTTY)
        throw new UsageError(
          'The archive is binary: give --output FILE or redirect standard output.',
        );
      const fd = values.output ? fs.openSync(values.output, 'wx', 0o600) : 1;
      try {
        const summary = await exportPerson(person, cli, fileSink(fd));
        if (values.output) print(summary, `Written to ${values.output}`);
      } finally {
        if (values.output) fs.closeSync(fd);
      }
      return 0;
    }
    case 'erase':
      print(await erasePerson(person, cli), 'Erased');
      return 0;
    default:
      throw new UsageError(`Unknown command "${visible(command)}".\n${usage}`);
  }
}

function print(summary: PersonSummary, title: string): void {
  // Counts on standard error when standard output carries the archive.
  const out = (line: string) => console.log(line);
  out(`${title}: ${summary.leads.length} lead(s)`);
  for (const lead of summary.leads)
    out(
      `  ${lead.createdAt}  ${lead.kind.padEnd(13)}  ${lead.id}${lead.payment ? `  payment ${lead.payment}` : ''}`,
    );
  out(
    `  conversions ${summary.conversions}, bookings ${summary.bookings}, payment events ${summary.payments}, ` +
      `notes ${summary.notes}, mails ${summary.mails} (.eml files ${summary.mailFiles}), CVs ${summary.cvs}, audit rows ${summary.audit}`,
  );
}

runCli(main, { usage });
