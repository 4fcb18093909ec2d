import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceFolders = ['app', 'components', 'emails', 'lib'];
const budget = 250;
/** Data tables may run longer: rows of data, not logic; and the content system's generated migrations. */
const dataTables = new Set(['lib/spoken-languages.ts']);
const generated = /^lib\/content\/migrations\//;

function filesIn(folder: string, names: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}

describe('the code base', () => {
  it(`keeps every file in app/, components/, emails/ and lib/ at ${budget} lines or fewer`, () => {
    const files = sourceFolders.flatMap((folder) => filesIn(folder, /\.(ts|tsx|css|mjs)$/));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .filter((file) => !dataTables.has(file) && !generated.test(file))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > budget);
    expect(long).toEqual([]);
  });

  it('keeps the image generator in tools/ (its own package.json); sharp only in the content system', () => {
    const tools = JSON.parse(readFileSync('tools/package.json', 'utf8')) as Record<string, unknown>;
    expect(tools.dependencies).toHaveProperty('sharp');
    const importers = [...sourceFolders, 'scripts', 'tests/unit', 'tests/e2e']
      .flatMap((folder) => filesIn(folder, /\.(ts|tsx|mjs|js|sh)$/))
      .filter((file) => !file.endsWith('structure.test.ts'))
      .filter((file) => /from ['"]sharp['"]|generate-images/.test(readFileSync(file, 'utf8')));
    // Payload resizes uploaded images with it (docs/content.md), the CRM feed import checks a
    // photo is an image by its bytes, and their integration tests make images to upload.
    expect(importers.sort()).toEqual([
      'lib/content/feed-photos.ts',
      'lib/content/payload.config.ts',
    ]);
  });
});
