import { describe, expect, it } from 'vitest';
import { agentOfExpert, expertDoc } from '@/lib/content/expert-agent';
import { readSeedExperts } from '@/lib/content/seed-experts';
import type { Locale } from '@/lib/i18n/locales';
import { agentName } from '@/lib/leads/agent-names';
import { seededAgent, seededAgents } from '@/tests/support/seed-experts';

/** Every seeded expert, the inactive roadshow speakers too (the pages that present them). */
const everyExpert = readSeedExperts().map(({ photo: _photo, ...expert }) =>
  agentOfExpert(expertDoc.parse(expert)),
);

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

  it.each(Object.entries(scripts) as [Locale, RegExp][])(
    'writes every expert the video and roadshow pages present in %s script',
    (locale, script) => {
      expect(everyExpert.length).toBeGreaterThan(seededAgents.length);
      for (const agent of everyExpert) expect(agentName(agent, locale), agent.name).toMatch(script);
    },
  );
});
