import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFiles, preloadedFonts } from '@/lib/fonts/preloaded-fonts';
import { locales } from '@/lib/i18n/locales';

const folder = path.join(process.cwd(), 'public', 'fonts');
const stylesheet = fs.readFileSync(path.join(process.cwd(), 'app', 'fonts', 'fonts.css'), 'utf8');
const referenced = [...stylesheet.matchAll(/url\('(\/fonts\/[^']+)'\)/g)].flatMap(([, url]) =>
  url ? [url] : [],
);

describe('the preloaded fonts', () => {
  it('are named by their content, so a year in the browser’s cache never serves an old file', () => {
    const files = fs.readdirSync(folder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const hash = createHash('sha256')
        .update(fs.readFileSync(path.join(folder, file)))
        .digest('hex');
      expect(file).toMatch(new RegExp(`^[a-z-]+\\.${hash.slice(0, 8)}\\.woff2$`));
    }
  });

  it('are the files the stylesheet draws with, and every one of them is there', () => {
    expect(new Set(referenced)).toEqual(new Set(Object.values(fontFiles)));
    for (const url of referenced) expect(fs.existsSync(path.join('public', url))).toBe(true);
  });

  it('are the installed package’s own files, so an upgrade of it cannot leave them behind', () => {
    // Latin next to latin-ext (still the package's file) from another release would not match.
    const packaged = {
      latin: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
      cyrillic: '@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
      hebrew:
        '@fontsource-variable/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-wght-normal.woff2',
    } as const;
    for (const [script, file] of Object.entries(packaged)) {
      const copy = fs.readFileSync(path.join('public', fontFiles[script as keyof typeof packaged]));
      expect(copy.equals(fs.readFileSync(path.join('node_modules', file))), script).toBe(true);
    }
  });

  it('give every language Latin and, where it has one, its own script first', () => {
    for (const locale of locales) expect(preloadedFonts(locale)).toContain(fontFiles.latin);
    expect(preloadedFonts('ru')).toEqual([fontFiles.cyrillic, fontFiles.latin]);
    expect(preloadedFonts('he')).toEqual([fontFiles.hebrew, fontFiles.latin]);
    expect(preloadedFonts('ar')).toEqual([fontFiles.arabic, fontFiles.latin]);
    expect(preloadedFonts('de')).toEqual([fontFiles.latin]);
  });
});
