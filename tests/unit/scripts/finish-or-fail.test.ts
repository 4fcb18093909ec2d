import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const preload = path.resolve(__dirname, '../../../scripts/support/finish-or-fail.mjs');

/** A command's body, run as `node --import finish-or-fail.mjs -e BODY`: its exit code and words. */
async function command(body: string) {
  const started = "globalThis[Symbol.for('meridian-gate.command-started')]();";
  const done = "globalThis[Symbol.for('meridian-gate.command-done')]();";
  const script = body.replaceAll('STARTED', started).replaceAll('DONE', done);
  return run(process.execPath, ['--import', preload, '-e', script]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('an operator command', () => {
  it('ends with its own code and words once it says it is done', async () => {
    expect(await command("STARTED console.log('1 of 1 lead(s).'); DONE")).toMatchObject({
      code: 0,
      stdout: '1 of 1 lead(s).\n',
      stderr: '',
    });
    expect(await command('STARTED process.exitCode = 2; DONE')).toMatchObject({ code: 2 });
  });

  it('waits for work that holds nothing open, instead of exiting in the middle of it', async () => {
    // A promise the event loop does not see (as an import answered late by the hooks' thread).
    const result = await command(
      "STARTED new Promise((resolve) => setImmediate(resolve)).then(() => new Promise((resolve) => { globalThis.resolveLater = resolve; })).then(() => { console.log('finished'); DONE }); setTimeout(() => globalThis.resolveLater(), 300).unref();",
    );
    expect(result).toMatchObject({ code: 0, stdout: 'finished\n' });
  });

  it('that ends before it is done fails with a sentence, never a silent success', async () => {
    const result = await command('STARTED process.exit(0);');
    expect(result.code).toBe(70);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('The command ended before it finished: run it again.');
  });
});
