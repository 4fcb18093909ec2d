import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backOfficeSurface } from '../../integration/support/back-office-surface';

/** Every file under app/admin, by kind. */
function files(folder = 'app/admin'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

// The sign-in pages, the invitation's set-password page and their actions are for people without
// a session, by nature (the invitation's token is its credential).
const anonymous = /^app\/admin\/(layout\.tsx|admin\.css|sign-in\/|invite\/)/;

/** The body of each exported async function, up to the next export. */
function exportedFunctions(source: string): { name: string; body: string }[] {
  const parts = source.split(/(?=^export (?:default )?async function )/m).slice(1);
  return parts.map((part) => ({ name: /function (\w+)/.exec(part)?.[1] ?? '?', body: part }));
}

// CONVENTIONS.md: one role check guards every back-office page, action and route.
describe('the back office guard', () => {
  const guarded = files().filter((file) => !anonymous.test(file));

  it('is the first thing every page, server action and route handler asks', () => {
    const unguarded: string[] = [];
    for (const file of guarded) {
      if (!/(page\.tsx|actions\.ts|route\.ts)$/.test(file)) continue;
      for (const { name, body } of exportedFunctions(readFileSync(file, 'utf8'))) {
        const firstAwait = /await ([\w.]+)\(/.exec(body)?.[1];
        if (firstAwait !== 'requireStaff' && firstAwait !== 'staffForRoute')
          unguarded.push(`${file} ${name}: first asks ${firstAwait}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('covers the pages, actions and routes there are', () => {
    // Inbox, lead, campaigns, account, calls, hours, the desk's home.
    expect(guarded.filter((file) => /page\.tsx$/.test(file)).length).toBeGreaterThanOrEqual(7);
    expect(guarded.filter((file) => /route\.ts$/.test(file)).length).toBeGreaterThanOrEqual(2);
    expect(guarded.filter((file) => /actions\.ts$/.test(file)).length).toBeGreaterThanOrEqual(5);
  });
});

// The role matrix (tests/integration/back-office-matrix.test.ts) walks a list: it must name every
// page, route handler and server action there is, and nothing that is gone.
describe('the role matrix’s list', () => {
  const handlers = files()
    .filter((file) => /(page\.tsx|route\.ts|actions\.ts)$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (file.endsWith('page.tsx')) return [`${file} default`];
      const names = [...source.matchAll(/^export (?:async )?function (\w+)/gm)].map(
        (match) => match[1],
      );
      return names.map((name) => `${file} ${name}`);
    });
  const listed = new Set(backOfficeSurface.map((entry) => `${entry.file} ${entry.name}`));

  it('has an entry for every page, route handler and server action under app/admin', () => {
    expect(handlers.filter((handler) => !listed.has(handler))).toEqual([]);
  });

  it('lists nothing that is not there', () => {
    expect([...listed].filter((entry) => !handlers.includes(entry))).toEqual([]);
  });
});
