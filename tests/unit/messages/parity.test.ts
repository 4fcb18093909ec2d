import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

const load = (locale: string): Tree =>
  JSON.parse(readFileSync(join(__dirname, '../../../messages', `${locale}.json`), 'utf8'));

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    }
  } else {
    out.set(prefix.slice(0, -1), String(tree));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const english = leaves(load('en'));
// Words that stay the same in every language: brand names, codes, numbers.
const sameEverywhere = /^[\d\s.,:;%+\-–—/()©{}#@&|'"A-Z]*$|Meridian Gate|Dubai Insiders Club|Al Marjan|WhatsApp|Telegram|^Q[1-4]/;

describe.each(locales.filter((l) => l !== 'en'))('messages/%s.json', (locale) => {
  const translated = leaves(load(locale));

  it("has exactly en.json's keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every ICU placeholder', () => {
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is translated, not copied from English', () => {
    const copied = [...english].filter(
      ([key, text]) => text.length > 24 && translated.get(key) === text && !sameEverywhere.test(text),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
