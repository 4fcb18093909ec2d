// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useErrorText } from '@/components/form-fields/use-error-text';
import { fieldMessages } from '@/lib/leads/validation-messages';

const messages = JSON.parse(readFileSync('messages/de.json', 'utf8')) as AbstractIntlMessages & {
  FieldErrors: Record<string, string>;
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="de" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

describe('useErrorText, the words of a field error code', () => {
  it('translates every code the wire and the forms use', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper });
    for (const code of Object.values(fieldMessages))
      expect(result.current(code), code).toBe(messages.FieldErrors[code]);
  });

  it('never shows words the page did not translate: an unknown code reads as not valid', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper });
    expect(result.current('This field is required')).toBe(messages.FieldErrors.notValid);
    expect(result.current(undefined)).toBeUndefined();
  });
});
