import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/lib/i18n/locales';
import { agentName, agentNames } from '@/lib/leads/agent-names';
import { seedAgents } from '@/lib/server/agents/seed';

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

describe('agent names in one script per language', () => {
  it.each(Object.entries(scripts) as [Locale, RegExp][])(
    'writes every seeded agent in %s script',
    (locale, script) => {
      for (const agent of seedAgents)
        expect(agentName(agent.name, locale), agent.name).toMatch(script);
    },
  );

  it('holds no agent the directory does not know', () => {
    expect(Object.keys(agentNames).sort()).toEqual(seedAgents.map((agent) => agent.name).sort());
  });

  it('writes the directory’s name in the languages that keep Latin letters, and a name it lacks as given', () => {
    expect(agentName('Layla Haddad', 'de')).toBe('Layla Haddad');
    expect(agentName('Mehmet Yılmaz', 'tr')).toBe('Mehmet Yılmaz');
    expect(agentName('Amira Saleh', 'ar')).toBe('Amira Saleh');
    expect(agentName('toString', 'ar')).toBe('toString');
  });

  it.each(locales)('names the video’s presenter in %s as the request-call card does', (locale) => {
    expect(presenter(locale)).toBe(agentName('Layla Haddad', locale));
  });
});
