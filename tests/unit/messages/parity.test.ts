import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/** The argument names a message uses, wherever they are nested (plural branches, tags). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) {
      found.add(String(element.value));
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();

const english = leaves(load('en'));
// Names that stay as they are in every language: the brand, hotels, addresses, project names.
const sameEverywhere =
  /^[\d\s.,:;%+\-–—/()©{}#@&|'"A-Z]*$|Meridian Gate|Dubai Insiders Club|Boulevard Plaza Tower|Roadshow 2027|WhatsApp|Telegram|^Q[1-4]/;
const properNounKey = /\.(venue|address|name|cities)$/;

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
      ([key, text]) => text.length > 24 &&
        translated.get(key) === text &&
        !sameEverywhere.test(text) &&
        !properNounKey.test(key),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
