import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const projectRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

/**
 * Runs a shell command line as an operator would type it, against this file's store. A command
 * whose modules never finished loading (exit 70 and its sentence, scripts/support/finish-or-fail.mjs)
 * did nothing, and an operator would run it again: so does this, once.
 */
export async function operator(commandLine: string): Promise<string> {
  try {
    return await runOnce(commandLine);
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as RunError;
    if (code !== 70 || !`${stdout}${stderr}`.includes(neverStarted)) throw error;
    console.warn(`operator: ${commandLine}: ${neverStarted}; running it again`);
    return runOnce(commandLine);
  }
}

type RunError = { code?: number; stdout?: string; stderr?: string };

const neverStarted = 'The command did not start within';

async function runOnce(commandLine: string): Promise<string> {
  const { stdout } = await run('sh', ['-c', commandLine], {
    cwd: projectRoot,
    // The content database was made by this test process (a development schema, pushed): the
    // command reads it as it is (an operator's shell migrates instead, scripts/support/cli.ts).
    env: { ...process.env, PAYLOAD_MIGRATING: 'true' },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** A small RFC 4180 reader, enough to check what a spreadsheet would see. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}
