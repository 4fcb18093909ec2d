// @vitest-environment jsdom
import type { Locale } from '@/lib/i18n/locales';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationField } from '@/components/forms/location-field';
import en from '@/messages/en.json';

// Google's loader stands in for the network: each test says whether the script loaded.
const loader = vi.hoisted(() => ({
  state: { isLoaded: true, loadError: undefined as Error | undefined },
  calls: [] as { libraries?: string[]; language?: string; region?: string }[],
}));
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: (options: (typeof loader.calls)[number]) => {
    loader.calls.push(options);
    return loader.state;
  },
}));

// The form parts' submit helper navigates; nothing here does.
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

type Request = google.maps.places.AutocompleteRequest;

/** Installs a fake `google.maps.places` whose answers the test decides. */
function fakePlaces(answer: (input: string) => string[] | Promise<string[]>) {
  class AutocompleteSessionToken {}
  const fetchAutocompleteSuggestions = vi.fn(async (request: Request) => ({
    suggestions: (await answer(request.input)).map((text) => ({
      placePrediction: { text: { text } },
    })),
  }));
  vi.stubGlobal('google', {
    maps: {
      places: {
        AutocompleteSuggestion: { fetchAutocompleteSuggestions },
        AutocompleteSessionToken,
      },
    },
  });
  return fetchAutocompleteSuggestions;
}

const marina = [
  'Dubai Marina - Dubai',
  'Marina Gate - Dubai Marina - Dubai',
  'Marina Walk - Dubai',
];

function SellLocation({
  onSubmit,
  locale = 'en',
  Location = LocationField,
}: {
  onSubmit: (v: unknown) => void;
  locale?: Locale;
  Location?: typeof LocationField;
}) {
  const form = useForm({ defaultValues: { location: '' } });
  return (
    <NextIntlClientProvider locale={locale} messages={en}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)}>
          <Location id="location" label="Location" hint="Community or building" optional />
          <p>{form.formState.dirtyFields.location ? 'dirty' : 'clean'}</p>
          <button type="submit">Send</button>
        </form>
      </FormProvider>
    </NextIntlClientProvider>
  );
}

function renderField(locale?: Locale, Location?: typeof LocationField) {
  const onSubmit = vi.fn();
  render(<SellLocation onSubmit={onSubmit} locale={locale} Location={Location} />);
  const input = screen.getByLabelText(/Location/, { selector: 'input' }) as HTMLInputElement;
  const submit = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  };
  return { input, onSubmit, submit };
}

async function type(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  loader.state = { isLoaded: true, loadError: undefined };
  loader.calls = [];
  vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_KEY', 'test-key');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LocationField without a Maps key', () => {
  it('is the plain text field, loads nothing from Google and sends what was typed', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_KEY', '');
    const { input, onSubmit, submit } = renderField();
    await type(input, 'Jumeirah Village Circle');
    expect(input.getAttribute('role')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.calls).toEqual([]);
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: 'Jumeirah Village Circle' });
  });
});

describe('LocationField with a Maps key', () => {
  it("loads Google's Places library only once the field is focused, in the page's language", async () => {
    fakePlaces(() => marina);
    const { input } = renderField('ar');
    expect(input.getAttribute('role')).toBe('combobox');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader.calls).toEqual([]);
    act(() => input.focus());
    await waitFor(() => expect(loader.calls.length).toBeGreaterThan(0));
    expect(loader.calls[0]).toMatchObject({ libraries: ['places'], language: 'ar', region: 'AE' });
  });

  it('asks once per pause in typing, in the UAE, from two characters', async () => {
    const fetch = fakePlaces(() => marina);
    const { input } = renderField();
    await type(input, 'M');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetch).not.toHaveBeenCalled();
    for (const text of ['Ma', 'Mar', 'Mari', 'Marina'])
      fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(options()).toEqual(marina));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toMatchObject({
      input: 'Marina',
      language: 'en',
      includedRegionCodes: ['ae'],
    });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('status').textContent).toBe(
      '3 suggestions, use the up and down arrows to choose',
    );
  });

  it('moves with the arrows, picks with Enter without sending the form, then sends the pick', async () => {
    fakePlaces(() => marina);
    const { input, onSubmit, submit } = renderField();
    await type(input, 'Marina');
    await waitFor(() => expect(options()).toEqual(marina));
    const active = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

    expect(active()).toBeUndefined();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe(marina[0]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe(marina[0]);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe(marina[2]);
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(marina[2]);

    // false: the default (implicit submission) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(input.value).toBe(marina[2]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByText('dirty')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // With the list closed, Enter is the form's again.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: marina[2] });
  });

  it('closes on Escape and Enter with nothing highlighted, keeping the free text typed', async () => {
    fakePlaces(() => marina);
    const { input, onSubmit, submit } = renderField();
    await type(input, 'Marina Heights');
    await waitFor(() => expect(options()).toEqual(marina));
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(input.getAttribute('aria-controls')).toBeNull();

    // Down reopens the list; typing on leaves nothing highlighted, and Enter then only closes it.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(input, { target: { value: 'Marina Heights tower 2' } });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Marina Heights tower 2');
    expect(onSubmit).not.toHaveBeenCalled();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: 'Marina Heights tower 2' });
  });

  it('picks an option on click, closes on blur, and starts a new session after a pick', async () => {
    const fetch = fakePlaces(() => marina);
    const { input } = renderField();
    await type(input, 'Marina');
    await waitFor(() => expect(options()).toEqual(marina));
    fireEvent.mouseDown(screen.getByRole('option', { name: marina[1] }));
    fireEvent.click(screen.getByRole('option', { name: marina[1] }));
    expect(input.value).toBe(marina[1]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input, { target: { value: 'Marina Gate 2' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    act(() => input.blur());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const [first, second] = fetch.mock.calls.map(([request]) => request.sessionToken);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('shows only the answer to the latest input when an earlier one comes back late', async () => {
    const answers = new Map<string, (texts: string[]) => void>();
    const fetch = fakePlaces((input) => new Promise((resolve) => answers.set(input, resolve)));
    const { input } = renderField();
    await type(input, 'Dubai');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.change(input, { target: { value: 'Marina' } });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => answers.get('Marina')?.(marina));
    await act(async () => answers.get('Dubai')?.(['Downtown Dubai - Dubai']));
    expect(options()).toEqual(marina);
  });

  it('stays a working plain field when the script does not load', async () => {
    loader.state = {
      isLoaded: false,
      loadError: new Error('The Google Maps JavaScript API could not load.'),
    };
    const { input, onSubmit, submit } = renderField();
    await type(input, 'Business Bay');
    await waitFor(() => expect(input.getAttribute('role')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(console.warn).toHaveBeenCalled();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: 'Business Bay' });
  });

  it('stays a working plain field when the loader code itself cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('@/components/forms/places-loader', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('@/components/forms/location-field');
    const { input, onSubmit, submit } = renderField('en', fresh.LocationField);
    await type(input, 'Business Bay');
    await waitFor(() => expect(input.getAttribute('role')).toBeNull());
    expect(loader.calls).toEqual([]);
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: 'Business Bay' });
    vi.doUnmock('@/components/forms/places-loader');
  });

  it('stays free text when Google answers with an error', async () => {
    fakePlaces(() => Promise.reject(new Error('REQUEST_DENIED')));
    const { input, onSubmit, submit } = renderField();
    await type(input, 'Palm Jumeirah');
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(options()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ location: 'Palm Jumeirah' });
  });
});
