import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.join(full, file));
}

/** Every `process.env.X` and `env.X` (the config's alias of process.env) in these files. */
function variablesRead(entries: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of entries.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

/** The variable names of each table in the README's Configuration section, in order. */
function readmeTables(): Set<string>[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
  const tables: Set<string>[] = [];
  let current: Set<string> | undefined;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) tables.push((current = new Set()));
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) current.add(match[1]!);
  }
  return tables;
}

// Set by Next.js itself or by CI, not by whoever runs the site.
const runtimeOwn = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'CI']);
// Read by `next start`, not by the site's code.
const readByNext = new Set(['PORT', 'HOSTNAME']);
// Set by the operators' preload for tsx (scripts/server-only-outside-next.mjs), never by a person.
const setForTsx = new Set(['TSX_TSCONFIG_PATH']);

const without = (names: Set<string>, skip: Set<string>) =>
  [...names].filter((name) => !skip.has(name)).sort();

describe("the README's configuration tables", () => {
  const [siteTable = new Set<string>(), toolsTable = new Set<string>()] = readmeTables();

  it('list exactly the variables the site reads', () => {
    const read = variablesRead([
      'app',
      'components',
      'lib',
      'proxy.ts',
      'instrumentation.ts',
      'next.config.ts',
    ]);
    expect(without(siteTable, readByNext)).toEqual(without(read, runtimeOwn));
  });

  it('list exactly the variables the tests and tools read', () => {
    const read = variablesRead(['scripts', 'playwright.config.ts', 'tests/e2e']);
    // A tool may also set the site's own variables for the server it runs (the benchmark does);
    // those the tools table lists anyway say what the tool does with them.
    const siteOnly = [...siteTable].filter((name) => !toolsTable.has(name));
    expect([...toolsTable].sort()).toEqual(
      without(read, new Set([...runtimeOwn, ...setForTsx, ...siteOnly])),
    );
  });
});
