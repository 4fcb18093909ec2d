import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seededListingSlugs as listingSlugs } from './seeded-listings';
import {
  HUMAN_FILL_MS,
  blockingViolations,
  storedLeadRowMatching,
  uniqueLetters,
  messages,
} from './helpers';

const cardSlugs = (page: Page) =>
  page
    .locator('[data-listing]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-listing')));

test('/properties links every listing page, in English and in German', async ({ request }) => {
  for (const prefix of ['', '/de']) {
    const html = await (await request.get(`${prefix}/properties`)).text();
    const linked = new Set(
      [...html.matchAll(new RegExp(`href="${prefix}/properties/([a-z0-9-]+)"`, 'g'))].map(
        (m) => m[1],
      ),
    );
    expect(linked.size).toBeGreaterThanOrEqual(12);
    // Every listing of today's content may be advertised (tests/unit/lib/listings/advertising.test.ts).
    expect([...linked].sort()).toEqual([...listingSlugs].sort());
  }
});

test('filters and sorting give an address that shows the same list when opened fresh', async ({
  page,
  browser,
}) => {
  const t = messages('en').Listings.filters;
  await page.goto('/properties');
  await expect(page.locator('[data-listing]')).toHaveCount(listingSlugs.length);
  await page.getByLabel(t.type, { exact: true }).selectOption('townhouse');
  await page.getByLabel(t.sort, { exact: true }).selectOption('priceDesc');
  await expect(page).toHaveURL(/\/properties\?type=townhouse&sort=priceDesc$/);
  const filtered = await cardSlugs(page);
  expect(filtered).toEqual([
    'creek-park-townhouses',
    'golf-grove-townhouse',
    'circle-park-townhouse',
  ]);

  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator('[data-listing]')).toHaveCount(filtered.length);
  expect(await cardSlugs(fresh)).toEqual(filtered);
  await expect(fresh.getByLabel(t.type, { exact: true })).toHaveValue('townhouse');
  await fresh.close();
});

test('a listing page carries RealEstateListing JSON-LD and is in the sitemap with hreflang', async ({
  request,
}) => {
  const html = await (await request.get('/de/properties/hills-park-villa')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  const data = blocks.map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string });
  expect(data.find((d) => d['@type'] === 'RealEstateListing')).toMatchObject({
    url: 'http://localhost:3000/de/properties/hills-park-villa',
    offers: { price: 8_750_000, priceCurrency: 'AED' },
    inLanguage: 'de',
  });
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('<loc>http://localhost:3000/de/properties/hills-park-villa</loc>');
  expect(xml).toContain(
    'hreflang="ar" href="http://localhost:3000/ar/properties/hills-park-villa"',
  );
});

test('a listing page shows its DLD permit with a QR code, the BRN and the ORN; off plan, the escrow', async ({
  page,
}) => {
  const t = messages('ar').ListingPage.permit;
  await page.goto('/ar/properties/harbour-view-residences');
  const permit = page.locator('[data-permit]');
  await expect(permit.getByRole('heading', { name: t.title })).toBeVisible();
  await expect(permit.locator('[data-fact="permit"] dd')).toHaveText('7116777484');
  await expect(permit.locator('[data-fact="expert"] dd')).toContainText('47281');
  // The expert is named in the page's script, as on the rest of the Arabic site.
  await expect(permit.locator('[data-fact="expert"] dd')).toContainText('ليلى حداد');
  await expect(permit.locator('[data-fact="orn"] dd')).toContainText('31457');
  await expect(permit.locator('[data-fact="escrow"] dd')).toHaveText(
    'Emirates NBD, 1015 4478 2209 01',
  );
  // The QR code is drawn on the server and opens the DLD's permit card.
  const qr = permit.getByRole('img', { name: t.qr.replace('{number}', '7116777484') });
  await expect(qr).toBeVisible();
  await expect(permit.locator('a:has(svg)')).toHaveAttribute(
    'href',
    /^https:\/\/trakheesi\.dubailand\.gov\.ae\/rev\/madmoun\/listing\/validation\?khevJujtDig=/,
  );
  // A ready unit has no project to name; an advertised one is indexed.
  await page.goto('/properties/frond-signature-villa');
  await expect(page.locator('[data-permit] [data-fact="permit"] dd')).toHaveText('7116781220');
  await expect(page.locator('[data-permit] [data-fact="escrow"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('[data-withdrawn]')).toHaveCount(0);
});

test('both portal feeds list every advertised listing with its permit, in English and Arabic', async ({
  request,
}) => {
  for (const [path, reference, permit] of [
    [
      '/feeds/property-finder.xml',
      '<reference_number>MG-S-10482</reference_number>',
      '<permit_number>7116777484</permit_number>',
    ],
    [
      '/feeds/bayut.xml',
      '<Property_Ref_No><![CDATA[MG-S-10482]]></Property_Ref_No>',
      '<Permit_Number><![CDATA[7116777484]]></Permit_Number>',
    ],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(reference);
    expect(xml).toContain(permit);
    expect(xml).toMatch(/\p{Script=Arabic}{4}/u);
    expect(xml).toContain(
      'http://localhost:3000/admin/content/api/media/file/harbour-view-residences-1.webp',
    );
    expect(xml.match(/MG-S-\d{5}/g)?.length).toBe(listingSlugs.length);
  }
});

test('German pages show m² and quarters in German; the unit switch is remembered', async ({
  page,
}) => {
  await page.goto('/de/properties/golf-grove-townhouse');
  const size = page.locator('[data-fact="size"] dd');
  await expect(size).toHaveText('218 m²', { timeout: 15_000 }); // 2,350 ft² × 0.0929
  await expect(page.locator('[data-fact="handover"] dd')).toHaveText('4. Quartal 2027');

  await page.goto('/properties/golf-grove-townhouse');
  await expect(size).toHaveText('2,350 ft²');
  await page.getByText('m²', { exact: true }).click();
  await expect(size).toHaveText('218 m²');
  await page.goto('/properties/hills-park-villa');
  await expect(size).toHaveText('399 m²');
});

test('a second currency shows converted prices with the rates date', async ({ page }) => {
  await page.goto('/properties/canal-edge-lofts');
  const price = page.locator('[data-fact="price"] dd');
  await expect(price).toHaveText('AED 1,380,000');
  await page.getByLabel('Also show prices in').selectOption('USD');
  await expect(price).toContainText('≈ $376,000'); // 1,380,000 × 0.2723
  await expect(page.getByText('Converted at the rates of November 20, 2026')).toBeVisible();
});

const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`).first();

test('the calculators page computes hand-checked figures', async ({ page }) => {
  const { mortgage, yield: rental } = messages('en').Calculators;
  await page.goto('/calculators');
  const mortgageForm = page.locator('#mortgage');
  await mortgageForm.getByLabel(mortgage.price).fill('2000000');
  await mortgageForm.getByLabel(mortgage.downPayment).fill('400000');
  await mortgageForm.getByLabel(mortgage.rate).fill('4');
  await mortgageForm.getByLabel(mortgage.term).fill('25');
  await expect(mortgageForm.getByLabel(mortgage.firstHome)).toBeChecked();
  // 1,600,000 × r / (1 − (1 + r)^−300), r = 0.04 / 12 → 8,445.39 a month.
  await expect(result(page, 'monthly')).toHaveText('AED 8,445');
  await expect(result(page, 'loan')).toHaveText('AED 1,600,000');
  await expect(result(page, 'ltv')).toHaveText('80%');
  await expect(result(page, 'dldFee')).toHaveText('AED 80,000');
  await expect(result(page, 'upfront')).toHaveText('AED 480,000');
  await mortgageForm.getByLabel(mortgage.offPlan).check();
  await expect(result(page, 'ltv')).toHaveText('50%');
  await expect(mortgageForm.getByRole('alert')).toContainText('AED 1,000,000');

  const yieldForm = page.locator('#yield');
  await yieldForm.getByLabel(rental.price).fill('2000000');
  await yieldForm.getByLabel(rental.rent).fill('140000');
  await yieldForm.getByLabel(rental.serviceCharges).fill('20000');
  await yieldForm.getByLabel(rental.otherCosts).fill('10000');
  // Net: 110,000 / (2,000,000 × 1.04) = 5.288 %.
  await expect(yieldForm.locator('[data-result="gross"]')).toHaveText('7%');
  await expect(yieldForm.locator('[data-result="net"]')).toHaveText('5.29%');
  await expect(yieldForm.locator('[data-result="netIncome"]')).toHaveText('AED 110,000');
});

test('a listing page loads its calculators prefilled with the listing', async ({ page }) => {
  const { mortgage } = messages('en').Calculators;
  await page.goto('/properties/harbour-view-residences');
  await page.locator('#calculators').scrollIntoViewIfNeeded();
  const section = page.locator('#calculators');
  // The mortgage calculator comes first; the yield calculator has its own price field.
  await expect(section.getByLabel(mortgage.price).first()).toHaveValue('2450000', {
    timeout: 15_000,
  });
  await expect(section.getByLabel(mortgage.offPlan)).toBeChecked();
  await expect(section.getByLabel(mortgage.downPayment)).toHaveValue('1225000');
  // 1,225,000 at 4.25 % over 25 years: 6,636.29 a month.
  await expect(result(page, 'monthly')).toHaveText('AED 6,636');
});

test('the WhatsApp button carries a message naming the listing', async ({ page }) => {
  for (const [prefix, text] of [
    [
      '',
      'Hello, I am interested in Hills Park Villa in Dubai Hills Estate (http://localhost:3000/properties/hills-park-villa). Could you send me the details?',
    ],
    [
      '/de',
      'Hallo, ich interessiere mich für die Immobilie „Hills Park Villa“ in Dubai Hills Estate (http://localhost:3000/de/properties/hills-park-villa). Können Sie mir die Details schicken?',
    ],
  ] as const) {
    await page.goto(`${prefix}/properties/hills-park-villa`);
    const locale = prefix ? 'de' : 'en';
    const link = page.getByRole('link', { name: messages(locale).ListingPage.contact.whatsapp });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/971505752180');
    expect(href.searchParams.get('text')).toBe(text);
  }
});

test('the gallery answers the keyboard once Swiper has loaded on demand', async ({ page }) => {
  await page.goto('/properties/frond-signature-villa');
  const gallery = page.getByRole('region', { name: 'Pictures of Frond Signature Villa' });
  await expect(gallery.locator('img')).toHaveCount(3);
  // Until the visitor comes near, the gallery is a plain strip: Swiper is not loaded.
  await expect(page.locator('.swiper')).toHaveCount(0);
  await gallery.hover();
  await expect(gallery.locator('.swiper-initialized')).toBeVisible();
  await expect(gallery.locator('.swiper-pagination')).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.locator('.swiper-pagination')).toHaveText('2 / 3');
});

test('an enquiry from a listing landed with UTM tags stores one lead naming listing and campaign', async ({
  page,
}) => {
  const t = messages('en');
  const name = `Investor ${uniqueLetters()}`;
  await page.goto('/properties/hills-park-villa?utm_source=newsletter&utm_campaign=spring-villas');
  const section = page.locator('#enquire');
  await section.scrollIntoViewIfNeeded();
  const form = section.locator('form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByLabel(t.RequestCall.name, { exact: true }).fill(name);
  await form.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  await page.waitForTimeout(HUMAN_FILL_MS);
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/forms/listing') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: t.PageForms.submit }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText(t.PageForms.success)).toBeVisible();

  const row = await storedLeadRowMatching(name);
  expect(row).toContain(`,listing,${name},'+971501234567,`);
  expect(row).toContain(',hills-park-villa,');
  expect(row).toContain(',newsletter,');
  expect(row).toContain(',spring-villas,');
});

for (const path of [
  '/properties/coral-bay-suites',
  '/ar/properties/coral-bay-suites',
  '/calculators',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Scroll through, so the lazily loaded calculators and form are part of the scan.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    if (path.includes('/properties/')) await expect(page.locator('#enquire form')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
