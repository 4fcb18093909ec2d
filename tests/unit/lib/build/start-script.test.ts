import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm start` listens where HOSTNAME says (e.g. `localhost`: loopback only), and on every interface
 * when it is unset, as README's quick start says. The script runs under `sh` with a stand-in `next`
 * that prints the arguments it was given.
 */
const script = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts.start!;

function startArguments(env: Record<string, string>): string {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'start-script-'));
  const next = path.join(bin, 'next');
  writeFileSync(next, '#!/bin/sh\necho "$@"\n');
  chmodSync(next, 0o755);
  return execFileSync('/bin/sh', ['-c', script], {
    env: { PATH: `${bin}:/usr/bin:/bin`, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  }).trim();
}

describe('npm start', () => {
  it('listens on HOSTNAME when it is set', () => {
    expect(startArguments({ HOSTNAME: 'localhost' })).toBe('start -H localhost');
  });

  it('keeps Next’s default, every interface, without it', () => {
    expect(startArguments({})).toBe('start');
    expect(startArguments({ HOSTNAME: '' })).toBe('start');
  });
});
