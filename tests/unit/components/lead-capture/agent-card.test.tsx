// @vitest-environment jsdom
import type { Locale } from '@/lib/i18n/locales';
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentCard } from '@/components/lead-capture/agent-card';
import { taiwanCopy } from '@/components/lead-capture/taiwan-copy';
import { seedAgents } from '@/lib/server/agents/seed';

afterEach(cleanup);

const messages = (locale: Locale): AbstractIntlMessages =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as AbstractIntlMessages;

function renderCard(locale: Locale, role: string, copy?: typeof taiwanCopy.agent) {
  const agent = { ...seedAgents[0]!, role };
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

  it('shows a role the site does not know as the CRM wrote it', () => {
    renderCard('fr', 'Head of Client Happiness');
    expect(screen.getByText('Head of Client Happiness')).toBeTruthy();
  });
});
