// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/client/toast';
import { fieldMessages } from '@/lib/leads/validation-messages';
import { useLeadAnswer } from '@/components/lead-capture/use-lead-answer';

vi.mock('@/lib/client/toast', () => ({ notify: vi.fn() }));

const messages = JSON.parse(readFileSync('messages/de.json', 'utf8')) as AbstractIntlMessages & {
  PendingLeads: { queued: string; cvNotKept: string };
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="de" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

type Values = { name: string; phone: string };

function answerWith() {
  const setError = vi.fn();
  const { result } = renderHook(() => useLeadAnswer<Values>(setError), { wrapper });
  return { setError, showAnswer: result.current };
}

beforeEach(() => vi.mocked(notify).mockClear());

describe('what every lead form shows once sent (useLeadAnswer)', () => {
  it('says nothing of its own on success', () => {
    const { setError, showAnswer } = answerWith();
    expect(showAnswer({ ok: true }, { fields: ['name'], error: 'x' })).toBe('sent');
    expect(setError).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the form's own fields, without a toast", () => {
    const { setError, showAnswer } = answerWith();
    const answer = {
      ok: false as const,
      fieldErrors: { phone: fieldMessages.phoneWrong, website: fieldMessages.notValid },
    };
    expect(showAnswer(answer, { fields: ['name', 'phone'], error: 'x' })).toBe('refused');
    expect(setError).toHaveBeenCalledExactlyOnceWith('phone', {
      message: fieldMessages.phoneWrong,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives the pending notice in the page language when the lead is kept for later', () => {
    const { showAnswer } = answerWith();
    expect(showAnswer({ ok: false, queued: true }, { fields: [], error: 'x' })).toBe('queued');
    expect(notify).toHaveBeenCalledWith('info', messages.PendingLeads.queued, 6000);
  });

  it("shows the form's error otherwise, or that the CV could not be kept", () => {
    const { showAnswer } = answerWith();
    showAnswer({ ok: false }, { fields: [], error: 'Fehler' });
    expect(notify).toHaveBeenLastCalledWith('error', 'Fehler');
    showAnswer({ ok: false, cvNotKept: true }, { fields: [], error: 'Fehler' });
    expect(notify).toHaveBeenLastCalledWith('error', messages.PendingLeads.cvNotKept, 8000);
  });
});
