import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@/components/icons/icons';
import { localeInfo, locales } from '@/lib/i18n/locales';

/** The ids of a sprite's <symbol>s and the viewBox each declares. */
function symbols(file: string) {
  const svg = readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8');
  return new Map(
    [...svg.matchAll(/<symbol id="([a-z-]+)" viewBox="([^"]+)"/g)].map(([, id, box]) => [id, box]),
  );
}

describe('icon sprites', () => {
  it('public/icons.svg draws every icon the components name and the logo, nothing else', () => {
    const sprite = symbols('icons.svg');
    expect([...sprite.keys()].sort()).toEqual([...iconNames, 'logo'].sort());
    for (const name of iconNames) expect(sprite.get(name)).toBe('0 0 24 24');
    expect(sprite.get('logo')).toBe('0 0 40 40');
  });

  it("public/flags.svg draws every language's flag in the 3:2 box", () => {
    const sprite = symbols('flags.svg');
    for (const locale of locales) expect(sprite.get(localeInfo[locale].flag)).toBe('0 0 30 20');
    expect(sprite.size).toBe(new Set(locales.map((locale) => localeInfo[locale].flag)).size);
  });
});
