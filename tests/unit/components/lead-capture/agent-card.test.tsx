// @vitest-environment jsdom
import type { Locale } from '@/lib/i18n/locales';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentCard } from '@/components/lead-capture/agent-card';
import { taiwanCopy } from '@/components/lead-capture/taiwan-copy';
import type { AgentGender } from '@/lib/leads/agent';
import { seededAgents } from '@/tests/support/seed-experts';

afterEach(cleanup);

const messages = (locale: Locale): AbstractIntlMessages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as AbstractIntlMessages;

function renderCard(
  locale: Locale,
  role: string,
  copy?: typeof taiwanCopy.agent,
  gender: AgentGender | null = 'male',
) {
  // Her English title only: the one written per language would come first.
  const { roles: _written, ...layla } = seededAgents[0]!;
  const agent = { ...layla, role, gender: gender ?? undefined };
  render(
    <NextIntlClientProvider locale={locale} messages={messages(locale)}>
      <AgentCard agent={agent} copy={copy} />
    </NextIntlClientProvider>,
  );
}

describe('AgentCard', () => {
  it('shows a known role in the page’s language', () => {
    renderCard('de', 'Senior Property Consultant');
    expect(screen.getByText('Senior-Immobilienberater')).toBeTruthy();
    expect(screen.queryByText('Senior Property Consultant')).toBeNull();
  });

  it('shows the role in Arabic on an Arabic page', () => {
    renderCard('ar', 'Sales Director');
    expect(screen.getByText('مدير المبيعات')).toBeTruthy();
  });

  it('shows the Taiwan modal’s roles in Chinese', () => {
    renderCard('en', 'International Client Advisor', taiwanCopy.agent);
    expect(screen.getByText('國際客戶顧問')).toBeTruthy();
  });

  it('shows the title staff wrote for the page’s language, before the role’s translation', () => {
    const agent = {
      ...seededAgents[0]!,
      role: 'Senior Property Consultant',
      roles: { de: 'Leiterin Off-Plan-Projekte' },
    };
    render(
      <NextIntlClientProvider locale="de" messages={messages('de')}>
        <AgentCard agent={agent} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Leiterin Off-Plan-Projekte')).toBeTruthy();
    cleanup();
    render(
      <NextIntlClientProvider locale="fr" messages={messages('fr')}>
        <AgentCard agent={agent} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Consultante immobilière senior')).toBeTruthy();
  });

  it('shows a role the site does not know as the CRM wrote it', () => {
    renderCard('fr', 'Head of Client Happiness');
    expect(screen.getByText('Head of Client Happiness')).toBeTruthy();
  });

  it('gives a woman her title and verbs in every gendered language', () => {
    const expected: [Locale, string, string][] = [
      ['ar', 'مستشارة عقارية', 'تتحدث'],
      ['he', 'יועצת נדל״ן', 'דוברת'],
      ['de', 'Immobilienberaterin', 'Spricht'],
      ['fr', 'Consultante immobilière', 'Parle'],
      ['es', 'Consultora inmobiliaria', 'Habla'],
      ['ro', 'Consultantă imobiliară', 'Vorbește'],
    ];
    for (const [locale, title, verb] of expected) {
      renderCard(locale, 'Property Consultant', undefined, 'female');
      expect(screen.getByText(title), locale).toBeTruthy();
      expect(screen.getByText(new RegExp(`^${verb} `)), locale).toBeTruthy();
      cleanup();
    }
    renderCard('it', 'Sales Director', undefined, 'female');
    expect(screen.getByText('Direttrice commerciale')).toBeTruthy();
  });

  it('writes the generic form when the CRM does not say, both forms in Hebrew', () => {
    renderCard('de', 'Property Consultant', undefined, null);
    expect(screen.getByText('Immobilienberater')).toBeTruthy();
    cleanup();
    renderCard('he', 'Property Consultant', undefined, null);
    expect(screen.getByText('יועץ/ת נדל״ן')).toBeTruthy();
  });

  it('joins the languages as the page’s language joins a list', () => {
    renderCard('ar', 'Sales Director');
    expect(screen.getByText('يتحدث الإنجليزية والعربية والفرنسية')).toBeTruthy();
    cleanup();
    renderCard('en', 'Sales Director');
    expect(screen.getByText('Speaks English, Arabic, and French')).toBeTruthy();
  });
  it('writes the agent’s name in the page’s script (Arabic on ar, Hebrew on he), Latin elsewhere', () => {
    const expected: [Locale, string][] = [
      ['ar', 'ليلى حداد'],
      ['he', 'ליילה חדאד'],
      ['ko', '라일라 하다드'],
      ['ru', 'Лейла Хаддад'],
      ['de', 'Layla Haddad'],
    ];
    for (const [locale, name] of expected) {
      renderCard(locale, 'Sales Director');
      expect(screen.getByText(name), locale).toBeTruthy();
      cleanup();
    }
  });

  it('keeps the Latin name in the Taiwan modal’s Chinese card', () => {
    renderCard('he', 'International Client Advisor', taiwanCopy.agent);
    expect(screen.getByText('Layla Haddad')).toBeTruthy();
  });
});
