import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

// `import … from`, `export … from`, a bare `import '…'`, `import('…')` and `require('…')`.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The repository path an import names, or null for a package. */
function importedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  return null;
}

/** Every import of `file`'s source that reaches into `folder/`. */
function importsInto(file: string, source: string, folder: string): string[] {
  return [...source.matchAll(specifiers)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => importedPath(file, specifier)?.startsWith(`${folder}/`))
    .map((specifier) => `${file} → ${specifier}`);
}

describe('the layers (DESIGN.md §1: lib/ is logic without UI)', () => {
  it('finds an import into components/ however it is written', () => {
    const file = 'lib/server/mail/x.ts';
    const source = [
      "import { A } from '@/components/a';",
      "import type { B } from '../../../components/b';",
      "export { C } from '@/components/c';",
      "const d = await import('@/components/d');",
      "import '@/components/e.css';",
      "import { F } from '@/lib/components-like';",
      "import { G } from 'components';",
    ].join('\n');
    expect(importsInto(file, source, 'components')).toHaveLength(5);
  });

  it('never imports components/ from lib/', () => {
    const files = filesIn('lib');
    expect(files.length).toBeGreaterThan(100);
    const imports = files.flatMap((file) =>
      importsInto(file, readFileSync(file, 'utf8'), 'components'),
    );
    expect(imports).toEqual([]);
  });
});
