// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguagePicker } from '@/components/lead-capture/language-picker';
import type { LanguageCode } from '@/lib/spoken-languages';

afterEach(cleanup);

const messages = JSON.parse(readFileSync('messages/de.json', 'utf8')) as AbstractIntlMessages;
let latest: LanguageCode[] = [];

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState<LanguageCode[]>([]);
  function change(next: LanguageCode[]) {
    latest = next;
    setValue(next);
  }
  return <LanguagePicker value={value} onChange={change} error={error} />;
}

function renderPicker(error?: string) {
  render(
    <NextIntlClientProvider locale="de" messages={messages}>
      <Picker error={error} />
    </NextIntlClientProvider>,
  );
}

describe('LanguagePicker', () => {
  it('finds a language by its native or English name and ticks several', () => {
    renderPicker();
    const search = screen.getByLabelText('Sprache suchen');
    fireEvent.change(search, { target: { value: 'espanol' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /español/ }));
    fireEvent.change(search, { target: { value: 'Arabic' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /العربية/ }));
    expect(latest).toEqual(['es', 'ar']);
    // Named in the page's language and joined as German joins a list (Intl.ListFormat).
    expect(screen.getByText('Ausgewählt: Spanisch und Arabisch')).toBeTruthy();
    // A second click unticks.
    fireEvent.click(screen.getByRole('checkbox', { name: /العربية/ }));
    expect(latest).toEqual(['es']);
  });

  it('finds a language by its name in the page’s language, and shows its own name beside it', () => {
    renderPicker();
    fireEvent.change(screen.getByLabelText('Sprache suchen'), { target: { value: 'Englisch' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Englisch (English)' }));
    expect(latest).toEqual(['en']);
    fireEvent.change(screen.getByLabelText('Sprache suchen'), { target: { value: 'russ' } });
    expect(screen.getByRole('checkbox', { name: 'Russisch (русский)' })).toBeTruthy();
  });

  it('says when nothing matches, and ties its error to the group', () => {
    renderPicker('Dieses Feld ist erforderlich');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz' } });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText('Keine passende Sprache')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Sprachen, die Sie sprechen' });
    expect(group.getAttribute('aria-describedby')).toBe(
      screen.getByText('Dieses Feld ist erforderlich').id,
    );
  });
});
