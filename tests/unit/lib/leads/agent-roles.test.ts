import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentRoleKey, agentRoleKeys } from '@/lib/leads/agent-roles';
import { locales } from '@/lib/i18n/locales';
import { seededAgents } from '@/tests/support/seed-experts';

type Roles = Record<string, string>;
const roles = (locale: string): Roles =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { RequestCall: { roles: Roles } })
    .RequestCall.roles;

describe('agent roles', () => {
  it('knows every seeded expert’s role, and a CRM’s role whatever its case and spacing', () => {
    for (const agent of seededAgents) expect(agentRoleKey(agent.role), agent.role).toBeDefined();
    expect(agentRoleKey('  senior   PROPERTY consultant ')).toBe('seniorPropertyConsultant');
  });

  it('leaves a role it does not know to be shown as written', () => {
    expect(agentRoleKey('Chief Happiness Officer')).toBeUndefined();
    expect(agentRoleKey('toString')).toBeUndefined();
  });

  it('has every role translated in all 13 languages, none left in English', () => {
    const english = roles('en');
    for (const locale of locales) {
      const translated = roles(locale);
      for (const key of Object.values(agentRoleKeys)) {
        expect(translated[key], `${locale} ${key}`).toBeTruthy();
        if (locale !== 'en') expect(translated[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
