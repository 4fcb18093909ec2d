// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
type WidgetProps = {
  id: string;
  inputRef: (node: HTMLInputElement | null) => void;
  value: string;
  onChange: (value: string) => void;
  pickerOpen?: boolean;
};
vi.mock('@/components/form-fields/phone-field', () => ({
  PhoneField: ({ id, inputRef, value, onChange, pickerOpen }: WidgetProps) => (
    <div className="PhoneInput" data-widget="" data-picker-open={pickerOpen ? 'yes' : 'no'}>
      <button type="button">country</button>
      <input
        id={id}
        ref={inputRef}
        type="tel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  ),
  typedNumber: (text: string) => `+971${text.replace(/\D/g, '').replace(/^0/, '')}`,
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
async function renderPhoneForm(focusFirst = true) {
  let values: () => { phone: string } = () => ({ phone: '' });
  const { PhoneControl } = await import('@/components/form-fields/phone-control');
  function Form() {
    const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
    values = form.getValues;
    useEffect(() => {
      if (focusFirst) document.querySelector<HTMLInputElement>('form input')?.focus();
    }, []);
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
  const rendered = render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <Form />
    </NextIntlClientProvider>,
  );
  return { ...rendered, values: () => values() };
}

const widget = () => document.querySelector<HTMLElement>('[data-widget]');

const phoneInput = () => screen.queryByLabelText<HTMLInputElement>('Phone');

beforeEach(() => vi.resetModules());
afterEach(cleanup);

describe('PhoneControl', () => {
  it('holds the place with a flag, a country button and a number input, then shows the widget', async () => {
    const { container } = await renderPhoneForm(false);
    expect(widget()).toBeNull();
    expect(container.querySelector('img[src="/flags/AE.svg"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Country' })).toBeTruthy();
    expect(phoneInput()?.type).toBe('tel');
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(container.querySelector('img[src="/flags/AE.svg"]')).toBeNull();
  });

  it('hands what was typed and the focus to the widget when it comes', async () => {
    const { values } = await renderPhoneForm(false);
    const standIn = phoneInput()!;
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '050 123 45' } });
    await waitFor(() => expect(widget()).not.toBeNull());
    const input = phoneInput()!;
    expect(input).not.toBe(standIn);
    expect(input.value).toBe('+9715012345');
    expect(values().phone).toBe('+9715012345');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(input.value.length);
  });

  it("opens the country list when the widget comes if the stand-in's button asked for it", async () => {
    await renderPhoneForm(false);
    const button = screen.getByRole('button', { name: 'Country' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widget()?.dataset.pickerOpen).toBe('yes');
  });

  it("moves the focus to the widget's country button when it was on the stand-in's", async () => {
    await renderPhoneForm(false);
    screen.getByRole('button', { name: 'Country' }).focus();
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widget()?.dataset.pickerOpen).toBe('no');
    expect(document.activeElement).toBe(widget()?.querySelector('button'));
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
