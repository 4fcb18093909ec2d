// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The phone widget loads apart from its form (libphonenumber's metadata). Once its code is here, a
 * form that shows it renders it in its own first commit: the spot wizard moves focus to the phone
 * in that commit's effect, and with a lazy component (which suspends on its first render even
 * when its code has loaded) focus found only the placeholder (issue 34).
 */
vi.mock('@/components/form-fields/phone-field', () => ({
  PhoneField: ({ id, inputRef }: { id: string; inputRef: (node: HTMLInputElement) => void }) => (
    <input id={id} ref={inputRef} type="tel" />
  ),
}));

const labels = {
  phone: 'Phone',
  country: 'Country',
  search: 'Search',
  international: 'International',
  noMatch: 'No match',
};

/** A form with the phone field, focusing its first input after its first commit as the spot
 * wizard does on a new step (spot-modal.tsx). */
async function renderPhoneForm() {
  const { PhoneControl } = await import('@/components/form-fields/phone-control');
  function Form() {
    const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
    useEffect(() => document.querySelector<HTMLInputElement>('form input')?.focus(), []);
    return (
      <form>
        <PhoneControl
          id="phone"
          control={form.control}
          name="phone"
          labels={labels}
          onCountryChange={() => undefined}
        />
      </form>
    );
  }
  return render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <Form />
    </NextIntlClientProvider>,
  );
}

const phoneInput = () => screen.queryByLabelText<HTMLInputElement>('Phone');

beforeEach(() => vi.resetModules());
afterEach(cleanup);

describe('PhoneControl', () => {
  it('holds the place with a flag until the widget has loaded, then shows it', async () => {
    const { container } = await renderPhoneForm();
    expect(phoneInput()).toBeNull();
    expect(container.querySelector('img[src="/flags/AE.svg"]')).not.toBeNull();
    expect(await screen.findByLabelText('Phone')).toBeTruthy();
    expect(container.querySelector('img[src="/flags/AE.svg"]')).toBeNull();
  });

  it('shows a widget loaded beforehand (on intent) in its first commit, so focus reaches it', async () => {
    const { loadPhoneField } = await import('@/components/form-fields/phone-control');
    await loadPhoneField();
    await renderPhoneForm();
    const input = phoneInput();
    expect(input).not.toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
