import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { closeContentExperts } from '@/lib/server/agents/content-experts';
import { closeLeadStore } from '@/lib/server/database/connection';
import { commandDone, commandStarted } from './command-done';

/**
 * What the operators' commands (backup, restore, leads, person, staff, retention) share: the
 * `--help`, reading .env files as `next start` does, a usage mistake told in a sentence, and the
 * lead store closed before the exit code is set.
 */

/** A command line the command cannot run: its message alone is printed, exit code 2. */
export class UsageError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

type Cli = {
  /** Printed on standard output for `--help` or `-h`, exit code 0. */
  usage: string;
  /** Put before a message told in a sentence (`staff: …`). */
  prefix?: string;
  /**
   * The errors besides `UsageError` that are the operator's to read as a sentence, each with its
   * exit code; any other error is printed whole (a stack is a bug to report), exit code 2.
   */
  told?: readonly (readonly [ErrorClass, number])[];
};

/**
 * The command line's words and options (node:util's parseArgs); its complaints (an unknown option,
 * a missing value) are usage errors.
 */
export function parsedCommandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: Options,
) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw error instanceof TypeError ? new UsageError(error.message) : error;
  }
}

/** The settings from the environment and the .env files, quietly, as the server reads them. */
export function loadEnv(): void {
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
}

/** The one FILE of `backup` and `restore`. */
export function fileArgument(argv: string[], usage: string): string {
  const [file, ...rest] = argv;
  if (!file || rest.length) throw new UsageError(usage);
  return file;
}

/** Long enough for SQLite to checkpoint its log and a pool to say goodbye to its server. */
const closingMs = 5_000;

/** Runs `main` on the command line's arguments; its answer is the exit code. */
export function runCli(main: (argv: string[]) => Promise<number>, cli: Cli): void {
  const argv = process.argv.slice(2);
  const { usage, prefix = '', told = [] } = cli;
  commandStarted();
  const run = async () => {
    if (argv.includes('--help') || argv.includes('-h')) {
      console.log(usage);
      return 0;
    }
    return main(argv);
  };
  void run()
    .catch((error: unknown) => {
      const exitCode =
        error instanceof UsageError ? 2 : told.find(([kind]) => error instanceof kind)?.[1];
      if (exitCode === undefined || !(error instanceof Error)) {
        console.error(error);
        return 2;
      }
      console.error(`${prefix}${error.message}`);
      return exitCode;
    })
    .then(async (code) => {
      process.exitCode = code;
      commandDone();
      // The content system (opened when a command read the experts) and the lead store on
      // PostgreSQL can keep a process alive, and their closing can wait on a connection a pool
      // never gets back: they have a moment to close, then the command ends once what it printed
      // is written out, whatever is still open.
      await Promise.race([
        Promise.allSettled([closeContentExperts(), closeLeadStore()]),
        new Promise((resolve) => setTimeout(resolve, closingMs).unref()),
      ]);
      process.stdout.write('', () => process.exit(code));
    });
}
