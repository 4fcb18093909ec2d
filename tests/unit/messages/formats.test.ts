import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatSlotDate } from '@/lib/booking/slots';
import { formatList } from '@/lib/format/lists';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { isolate } from '@/lib/i18n/bidi';
import { agentRoleKeys } from '@/lib/leads/agent-roles';
import { site } from '@/lib/site';
import type { Copy } from '@/lib/i18n/messages';

const load = (locale: Locale): Copy =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Copy;

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

const format = (message: string, locale: Locale, values: Record<string, string>) =>
  String(new IntlMessageFormat(message, locale).format(values));

// An Arabic letter, then a Latin comma (with or without spaces), then an Arabic letter.
const latinCommaBetweenArabicWords = /[\u0600-\u06ff][\u064b-\u065f]*\s*,\s*[\u0600-\u06ff]/u;

describe('Arabic punctuation', () => {
  it('puts no Latin comma between Arabic words in any message', () => {
    const offending = strings(load('ar')).filter((text) => latinCommaBetweenArabicWords.test(text));
    expect(offending).toEqual([]);
  });

  it('joins lists with the Arabic conjunction, not a Latin comma', () => {
    const list = formatList('ar', ['الإنجليزية', 'العربية', 'الفرنسية', 'الروسية']);
    expect(list).not.toMatch(latinCommaBetweenArabicWords);
    expect(list).toContain(' و');
  });
});

describe('area units', () => {
  it('names the units in the unit switch as the cards write them, in every language', () => {
    for (const locale of locales) {
      const { Listings } = load(locale);
      expect(Listings.sizeSqm, locale).toContain(Listings.display.sqm);
      expect(Listings.sizeSqft, locale).toContain(Listings.display.sqft);
    }
    expect(load('ru').Listings.display.sqm).toBe('м²');
    expect(load('he').Listings.display.sqm).toBe('מ״ר');
    expect(load('ar').Listings.display.sqm).toBe('م²');
  });
});

describe('interpolated dates', () => {
  const slot = { date: '2026-11-25', time: '10:00' };
  const freeTimes = (locale: Locale) =>
    format(load(locale).SpotModal.schedule.times, locale, {
      date: formatSlotDate(slot, localeInfo[locale].iso),
    });

  it('reads as a sentence around a full date in every language', () => {
    expect(freeTimes('ru')).toMatch(/^Свободное время: среда, 25 ноября/);
    expect(freeTimes('he')).not.toMatch(/ב[-־]?יום/);
    expect(freeTimes('he')).toMatch(/^שעות פנויות: יום רביעי/);
    expect(freeTimes('de')).toMatch(/^Freie Zeiten am Mittwoch, 25\. November/);
    for (const locale of locales) expect(freeTimes(locale), locale).toContain('25');
  });
});

describe('an agent’s gender', () => {
  const gendered: Locale[] = ['ar', 'he', 'de', 'fr', 'es', 'it', 'ro'];

  it('selects every title on the agent’s gender, with a feminine form in gendered languages', () => {
    for (const locale of locales) {
      const { roles } = load(locale).RequestCall;
      for (const key of Object.values(agentRoleKeys)) {
        expect(roles[key], `${locale} ${key}`).toMatch(/^\{gender, select, /);
      }
      if (!gendered.includes(locale)) continue;
      const female = format(roles.salesDirector, locale, { gender: 'female' });
      const generic = format(roles.salesDirector, locale, { gender: 'other' });
      expect(female, locale).not.toBe(generic);
    }
  });

  it('gives the club expert’s words their gender in the booking’s last step', () => {
    const thanks = (locale: Locale, gender: string) =>
      format(load(locale).SpotModal.thanks.text, locale, { gender });
    expect(thanks('he', 'female')).toContain('המומחית תתקשר');
    expect(thanks('he', 'other')).toContain('המומחה יתקשר');
    expect(thanks('ar', 'female')).toContain('ستتصل بك خبيرتك');
    expect(thanks('de', 'female')).toContain('Ihre Expertin ruft');
    expect(thanks('fr', 'female')).toContain('Votre experte vous appellera');
    for (const locale of locales) {
      const { expert } = load(locale).SpotModal;
      expect(format(expert, locale, { gender: 'male' }), locale).toBeTruthy();
    }
  });

  it('gives the verb its gender where the language has one', () => {
    for (const locale of ['ar', 'he'] as const) {
      const { languages } = load(locale).RequestCall;
      const spoken = (gender: string) => format(languages, locale, { gender, languages: 'x' });
      expect(spoken('female'), locale).not.toBe(spoken('male'));
    }
  });
});

/** Every string of a message tree with its key, leaving out the keys named `except`. */
function entries(tree: unknown, except: RegExp, key = ''): [string, string][] {
  if (typeof tree === 'string') return except.test(key) ? [] : [[key, tree]];
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([name, value]) =>
      entries(value, except, key ? `${key}.${name}` : name),
    );
  }
  return [];
}

describe('French typography', () => {
  // Street addresses are written as the street signs write them.
  const french = entries(load('fr'), /\.address$/);

  it('uses the typographic apostrophe', () => {
    expect(french.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it('puts a no-break space before : ? ! ; and %, never a plain one or none', () => {
    const spacing = / [:?!;%]|[\p{L}\d})»][?!;]|[\p{L})»]:(?:\s|$)/u;
    expect(french.filter(([, text]) => spacing.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('the company name in right-to-left pages', () => {
  it('keeps the final dot of L.L.C. with the name (a Unicode isolate around it)', () => {
    for (const locale of ['ar', 'he'] as const) {
      const line = format(load(locale).Footer.managedBy, locale, {
        company: isolate(site.legalName),
      });
      expect(line, locale).toContain('\u2068Meridian Gate Real Estate Brokers L.L.C.\u2069');
    }
  });
});
