import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { getAdvertisableListings } from '@/lib/listings/store';
import { bayutFeed } from '@/lib/listings/feeds/bayut';
import { feedListings } from '@/lib/listings/feeds/entries';
import { propertyFinderFeed } from '@/lib/listings/feeds/property-finder';
import { site } from '@/lib/site';

// The seeded listings, without a database (tests/unit/stubs/listing-store.ts).
vi.mock('@/lib/listings/store', () => import('../../stubs/listing-store'));

const root = join(__dirname, '../../../..');

// The feeds read the messages as next-intl gives them to the server.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { readFileSync: read } = await import('node:fs');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({
        locale,
        namespace,
        messages: JSON.parse(read(join(root, 'messages', `${locale}.json`), 'utf8')),
      }),
  };
});

/** A feed's documented elements (docs/listing-feeds.md, its "### {portal}" table): path → required. */
function documentedFields(portal: string): Map<string, boolean> {
  const docs = readFileSync(join(root, 'docs/listing-feeds.md'), 'utf8');
  const section = docs.split(`### ${portal}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
  const rows = [...section.matchAll(/^\| `([\w/]+)` +\| (yes|no) +\|/gm)];
  return new Map(rows.map(([, path, required]) => [path!, required === 'yes']));
}

/** Each listing's element paths ("agent/name") as the parsed XML holds them. */
function elementPaths(entry: Record<string, unknown>): Set<string> {
  const paths = new Set<string>();
  for (const [name, value] of Object.entries(entry)) {
    if (name.startsWith('@_')) continue;
    const children = (Array.isArray(value) ? value : [value]).filter(
      (child): child is Record<string, unknown> => typeof child === 'object' && child !== null,
    );
    const named = children
      .flatMap((child) => Object.keys(child))
      .filter((key) => !/^(@_|#text)/.test(key));
    if (named.length === 0) paths.add(name);
    for (const child of named) paths.add(`${name}/${child}`);
  }
  return paths;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  cdataPropName: false as unknown as string,
});
const now = new Date('2026-11-27T09:00:00Z');

describe.each([
  { portal: 'Property Finder', write: propertyFinderFeed, root: 'list', item: 'property' },
  { portal: 'Bayut', write: bayutFeed, root: 'Properties', item: 'Property' },
])('the $portal feed', ({ portal, write, root: rootName, item }) => {
  const fields = documentedFields(portal);

  it('holds every advertisable listing with each documented required field and no other', async () => {
    expect(fields.size).toBeGreaterThan(15);
    const xml = write(await feedListings(now), now);
    const entries = [parser.parse(xml)[rootName][item]].flat() as Record<string, unknown>[];
    expect(entries).toHaveLength((await getAdvertisableListings(now)).length);
    for (const entry of entries) {
      const paths = elementPaths(entry);
      const required = [...fields].filter(([, needed]) => needed).map(([path]) => path);
      expect(required.filter((path) => !paths.has(path))).toEqual([]);
      expect([...paths].filter((path) => !fields.has(path))).toEqual([]);
    }
  });

  it('writes English and Arabic text, the permit and absolute photo addresses', async () => {
    const xml = write(await feedListings(now), now);
    const [entry] = [parser.parse(xml)[rootName][item]].flat() as Record<string, unknown>[];
    const text = JSON.stringify(entry);
    expect(text).toContain('7116777484');
    expect(text).toMatch(/\p{Script=Arabic}{3}/u);
    expect(text).toContain(
      `${site.url}/admin/content/api/media/file/harbour-view-residences-1.webp`,
    );
  });

  it('is empty once no listing may be advertised', async () => {
    const later = new Date('2028-01-01T00:00:00Z');
    const parsed = parser.parse(write(await feedListings(later), later));
    expect(parsed[rootName][item]).toBeUndefined();
  });
});

describe('the feeds’ XML', () => {
  it('escapes text and keeps "]]>" inside CDATA', async () => {
    const [listing] = await feedListings(now);
    const tricky = {
      ...listing!,
      feedText: {
        en: { title: 'A & B <villa>', description: 'ends ]]> here' },
        ar: listing!.feedText.ar,
      },
    };
    const parsed = parser.parse(propertyFinderFeed([tricky], now));
    expect(parsed.list.property.title_en).toBe('A & B <villa>');
    expect(parsed.list.property.description_en).toBe('ends ]]> here');
  });
});
