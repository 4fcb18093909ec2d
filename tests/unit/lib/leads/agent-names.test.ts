import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { agentName } from '@/lib/leads/agent-names';
import { seededAgent, seededAgents } from '@/tests/support/seed-experts';

const presenter = (locale: Locale): string =>
  (
    JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
      VideoPage: { presenter: { name: string } };
    }
  ).VideoPage.presenter.name;

// The languages whose pages write people's names in their own script, and that script's letters
// (with the space, the hyphen Russian keeps in Бен-Давид, and Hebrew's geresh and maqaf).
const scripts: Partial<Record<Locale, RegExp>> = {
  ar: /^[\p{Script=Arabic} ]+$/u,
  he: /^[\p{Script=Hebrew} ׳־]+$/u,
  ko: /^[\p{Script=Hangul} ]+$/u,
  ru: /^[\p{Script=Cyrillic} -]+$/u,
};

describe('expert names in one script per language', () => {
  it.each(Object.entries(scripts) as [Locale, RegExp][])(
    'writes every seeded expert in %s script',
    (locale, script) => {
      for (const agent of seededAgents)
        expect(agentName(agent, locale), agent.name).toMatch(script);
    },
  );

  it('writes the name as it is in the languages that keep Latin letters, and for an expert without a spelling', () => {
    expect(agentName(seededAgent('layla-haddad'), 'de')).toBe('Layla Haddad');
    expect(agentName(seededAgent('mehmet-yilmaz'), 'tr')).toBe('Mehmet Yılmaz');
    expect(agentName({ name: 'Amira Saleh' }, 'ar')).toBe('Amira Saleh');
    expect(agentName({ name: 'Amira Saleh', names: {} }, 'toString')).toBe('Amira Saleh');
  });

  it.each(locales)('names the video’s presenter in %s as the request-call card does', (locale) => {
    expect(presenter(locale)).toBe(agentName(seededAgent('layla-haddad'), locale));
  });
});
