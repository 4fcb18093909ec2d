import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { messageStrings, russianLooseOneLetterWord } from '@/lib/i18n/typography';

type Messages = {
  CompassPage: unknown;
  Questionnaire: { title: string; progress: string; progressContact: string; steps: unknown[] };
};
const raw = (locale: string) => readFileSync(`messages/${locale}.json`, 'utf8');
const load = (locale: string) => JSON.parse(raw(locale)) as Messages;

// How each language writes the number of questions its pages promise.
const seven: Record<(typeof locales)[number], RegExp> = {
  en: /seven/i,
  ru: /сем[ьи]/i,
  he: /שבע/,
  nl: /zeven/i,
  es: /siete/i,
  ar: /سبع/,
  hu: /hét/i,
  ko: /7개|일곱/,
  fr: /sept/i,
  ro: /șapte/i,
  de: /sieben/i,
  tr: /yedi/i,
  it: /sette/i,
};

describe('Russian typography', () => {
  it('binds every one-letter preposition to the next word (no line ends on one)', () => {
    const loose = [...messageStrings(JSON.parse(raw('ru')))].filter(([, text]) =>
      new RegExp(russianLooseOneLetterWord.source, 'u').test(text),
    );
    expect(loose.map(([key]) => key)).toEqual([]);
  });
});

describe('Arabic wording', () => {
  it('writes WhatsApp one way and names the call request one way', () => {
    expect(raw('ar')).not.toContain('WhatsApp');
    expect(raw('ar')).not.toContain('اطلب اتصالاً');
  });
});

describe('the Investment Compass', () => {
  it('has the same name on its pages as in its modal, in every language', () => {
    for (const locale of locales) {
      const { Questionnaire, CompassPage } = load(locale);
      const pages = JSON.stringify(CompassPage);
      if (locale !== 'en') expect(pages, locale).not.toContain('Investment Compass');
      // Title case may differ ("Brújula de Inversión" in a heading): the words may not.
      expect(pages.toLocaleLowerCase(locale), locale).toContain(
        Questionnaire.title.toLocaleLowerCase(locale),
      );
    }
  });

  it('counts the questions the pages promise, and names the contact step apart', () => {
    for (const locale of locales) {
      const { Questionnaire, CompassPage } = load(locale);
      const total = Questionnaire.steps.length;
      expect(total, locale).toBe(7);
      expect(JSON.stringify(CompassPage), locale).toMatch(seven[locale]);
      const first = new IntlMessageFormat(Questionnaire.progress, locale).format({ step: 1, total });
      expect(String(first), locale).toMatch(/1/);
      expect(String(first), locale).toMatch(/7/);
      expect(Questionnaire.progressContact, locale).not.toMatch(/\d/);
    }
  });
});
