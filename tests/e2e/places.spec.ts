import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  HUMAN_FILL_MS,
  blockingViolations,
  storedLeadRowMatching,
  uniqueLetters,
  messages,
} from './helpers';

/**
 * The sell form's Location suggests Google Places (the build has a Maps key: `npm run build:e2e`).
 * Google is stubbed at the network: a small Maps script answers from the lists below.
 */
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

const suggestions: Record<string, string[]> = {
  en: ['Dubai Marina - Dubai', 'Marina Gate - Dubai Marina - Dubai', 'Marina Walk - Dubai'],
  ar: ['دبي مارينا - دبي', 'مارينا جيت - دبي مارينا - دبي', 'ممشى المارينا - دبي'],
};

type PlacesRequest = { input: string; language: string; regions: string[]; token: boolean };

/**
 * Google's Maps script as the loader expects it: replaces the bootstrap's importLibrary, defines
 * the Places API the field uses, then calls the callback named in the script's address.
 */
const fakeMapsScript = `(() => {
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  const answers = ${JSON.stringify(suggestions)};
  window.placesRequests = [];
  class AutocompleteSessionToken {}
  const places = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        window.placesRequests.push({
          input: request.input,
          language: request.language,
          regions: request.includedRegionCodes,
          token: request.sessionToken instanceof AutocompleteSessionToken,
        });
        return {
          suggestions: (answers[request.language] || []).map((text) => ({
            placePrediction: { text: { text, matches: [], toString: () => text } },
          })),
        };
      },
    },
  };
  google.maps.version = '3.e2e';
  google.maps.places = places;
  google.maps.importLibrary = async (name) => (name === 'places' ? places : {});
  callback.split('.').reduce((object, key) => object[key], window)();
})();`;

/** Serves the fake script for every request to Google's Maps host; returns the addresses asked. */
async function stubGoogle(page: Page) {
  const requested: string[] = [];
  await page.route('https://maps.googleapis.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: fakeMapsScript });
  });
  return requested;
}

async function openSellForm(page: Page, locale: string) {
  await page.goto(`${prefix(locale)}/sell-your-property?utm_source=google`);
  const form = page.locator('#send-details');
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('form')).toBeVisible();
  return form;
}

const formPosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/forms/')) posts.push(r.url());
  });
  return posts;
};

for (const locale of ['en', 'ar'] as const) {
  test(`sell form (${locale}): Location suggests Google Places and stores the one picked with the keyboard`, async ({
    page,
  }) => {
    const t = messages(locale);
    const requested = await stubGoogle(page);
    const posts = formPosts(page);
    const name = `Seller ${uniqueLetters()}`;
    const form = await openSellForm(page, locale);
    await form.getByLabel(t.RequestCall.name, { exact: true }).fill(name);
    await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
    // Nothing from Google until the visitor starts on the field.
    expect(requested).toEqual([]);

    const location = form.getByRole('combobox', { name: t.PageForms.location });
    await location.focus();
    await expect.poll(() => requested.length).toBe(1);
    const script = new URL(requested[0] ?? '');
    expect(script.searchParams.get('libraries')).toBe('places');
    expect(script.searchParams.get('language')).toBe(locale);

    await location.pressSequentially('Marina');
    const listbox = form.getByRole('listbox', { name: t.PageForms.location });
    await expect(listbox.getByRole('option')).toHaveText(suggestions[locale] ?? []);
    await expect(location).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByText('Powered by Google')).toBeVisible();
    const asked = await page.evaluate(
      () => (window as unknown as { placesRequests: PlacesRequest[] }).placesRequests,
    );
    expect(asked.at(-1)).toEqual({
      input: 'Marina',
      language: locale,
      regions: ['ae'],
      token: true,
    });

    const picked = suggestions[locale]?.[1] ?? '';
    await location.press('ArrowDown');
    await location.press('ArrowDown');
    await expect(listbox.getByRole('option', { name: picked })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await location.press('Enter');
    await expect(location).toHaveValue(picked);
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toHaveCount(0);
    await page.waitForTimeout(HUMAN_FILL_MS);
    // Enter picked: it sent nothing.
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/sell-your-property\\?`));

    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/forms/sell') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t.PageForms.submit }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText(t.PageForms.success)).toBeVisible();
    expect(await storedLeadRowMatching(name)).toContain(picked);
  });
}

test('sell form: when Google cannot be reached, Location is a plain field and the typed text is stored', async ({
  page,
}) => {
  const t = messages('en');
  let attempts = 0;
  await page.route('https://maps.googleapis.com/**', (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  const name = `Seller ${uniqueLetters()}`;
  const form = await openSellForm(page, 'en');
  await form.getByLabel(t.RequestCall.name, { exact: true }).fill(name);
  await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  const location = form.getByRole('combobox', { name: t.PageForms.location });
  await location.pressSequentially('Al Barsha South 2');
  await expect.poll(() => attempts).toBeGreaterThan(0);
  // The loader gives up after its retries; the field then stops announcing a list.
  await expect(form.getByRole('textbox', { name: t.PageForms.location })).toHaveValue(
    'Al Barsha South 2',
  );
  await expect(form.getByRole('listbox')).toHaveCount(0);
  await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await page.waitForTimeout(HUMAN_FILL_MS);

  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/forms/sell') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: t.PageForms.submit }).click();
  expect((await response).status()).toBe(201);
  expect(await storedLeadRowMatching(name)).toContain('Al Barsha South 2');
});

test('the sell form with its suggestions open has no serious or critical accessibility violations', async ({
  page,
}) => {
  const t = messages('en');
  await stubGoogle(page);
  const form = await openSellForm(page, 'en');
  const location = form.getByRole('combobox', { name: t.PageForms.location });
  await location.pressSequentially('Marina');
  const listbox = form.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(3);
  await location.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toBeVisible();
  expect(await blockingViolations(page, '#send-details')).toEqual([]);
});
