import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authSecretProblem } from '@/lib/server/admin/auth-secret';

const root = path.resolve(__dirname, '../../../../..');

describe('AUTH_SECRET on a shared database (docs/design.md §15)', () => {
  it('is required with DATABASE_URL, and only then', () => {
    expect(authSecretProblem({})).toBeUndefined();
    expect(authSecretProblem({ AUTH_SECRET: 'x'.repeat(32) })).toBeUndefined();
    expect(
      authSecretProblem({ DATABASE_URL: 'postgres://db/leads', AUTH_SECRET: 'x'.repeat(32) }),
    ).toBeUndefined();
    expect(authSecretProblem({ DATABASE_URL: 'postgres://db/leads' })).toMatch(/AUTH_SECRET/);
    expect(authSecretProblem({ DATABASE_URL: 'postgres://db/leads', AUTH_SECRET: '  ' })).toMatch(
      /AUTH_SECRET/,
    );
  });

  it('stops the server at start with a message naming it', { timeout: 120_000 }, () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.AUTH_SECRET;
    // Nothing listens there: the refusal comes before the store is opened.
    env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/none';
    const started = spawnSync(
      process.execPath,
      [
        '--import',
        './scripts/server-only-outside-next.mjs',
        '--import',
        'tsx',
        '-e',
        // tsx hands an eval's import its CommonJS view: the exports may sit on `default`.
        "import('./lib/server/start.ts').then((m) => (m.startLeadService ?? m.default.startLeadService)())",
      ],
      { cwd: root, env, encoding: 'utf8', timeout: 110_000 },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/AUTH_SECRET is not set/);
  });
});
