import { spawn } from 'node:child_process';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../../..');

/**
 * Runs a shell command line as an operator would type it, against this file's store. A command
 * that never started (its modules never loaded: exit 70 and its sentence,
 * scripts/support/finish-or-fail.mjs; or no answer within `hungMs`, Node 20's module loader
 * waiting on its hooks thread for good) is run once more, as an operator would.
 */
export async function operator(commandLine: string): Promise<string> {
  try {
    return await runOnce(commandLine);
  } catch (error) {
    if (!(error instanceof NeverStarted)) throw error;
    console.warn(`operator: ${commandLine}: ${error.message}; running it again`);
    return runOnce(commandLine);
  }
}

/** Every command of the suite ends within seconds; its modules load in 2 s on an idle machine. */
const hungMs = 45_000;

class NeverStarted extends Error {}

function runOnce(commandLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // A group of its own, so that a hung command is ended with npm and node under it.
    const child = spawn('sh', ['-c', commandLine], {
      cwd: projectRoot,
      detached: true,
      // The content database was made by this test process (a development schema, pushed): the
      // command reads it as it is (an operator's shell migrates instead, scripts/support/cli.ts).
      env: { ...process.env, PAYLOAD_MIGRATING: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, hungMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (hung) return reject(new NeverStarted(`no answer in ${hungMs / 1000} s`));
      if (code === 70 && `${stdout}${stderr}`.includes('The command did not start within'))
        return reject(new NeverStarted('its modules never loaded'));
      if (code === 0) return resolve(stdout);
      reject(
        Object.assign(new Error(`Command failed (${code}): ${commandLine}\n${stderr}`), {
          code,
          stdout,
          stderr,
        }),
      );
    });
  });
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
