import { expect, test } from './fixtures';

test.describe('browsing in a language', () => {
  test('switching language keeps the page, its query and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/careers?utm_source=newsletter&utm_campaign=autumn');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/careers\?utm_source=newsletter&utm_campaign=autumn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_language');
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // The remembered language now decides where the bare root goes.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
  });

  test('Arabic and Hebrew pages are mirrored, not only marked rtl', async ({ page }) => {
    await page.goto('/invest-in-dubai');
    const ltrLogo = await page.locator('header a').first().boundingBox();
    await page.goto('/ar/invest-in-dubai');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rtlLogo = await page.locator('header a').first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(ltrLogo!.x).toBeLessThan(width / 2);
    expect(rtlLogo!.x).toBeGreaterThan(width / 2);
    const heading = page.locator('h1');
    expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  });

  test('the 404 page offers the way home in the visitor language', async ({ page }) => {
    const response = await page.goto('/de/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.locator('main a.button').click();
    await expect(page).toHaveURL(/\/de$/);
  });

  test('campaign pages opened with exit=1 keep the visitor on the page', async ({ page }) => {
    await page.goto('/roadshow-germany?exit=1');
    await expect(page.locator('html')).toHaveAttribute('data-exit', '1');
    const footerLink = page.locator('footer a[href$="/careers"]').first();
    await expect(footerLink).toHaveAttribute('aria-disabled', 'true');
    await footerLink.click({ force: true });
    await expect(page).toHaveURL(/\/roadshow-germany\?exit=1$/);

    await page.goto('/roadshow-germany');
    await expect(page.locator('html')).not.toHaveAttribute('data-exit', '1');
  });

  test('going offline shows a notice that leaves when the connection returns', async ({
    page,
    context,
  }) => {
    // The offline notice's chunk comes right after hydration: a visitor who has waited for the page.
    await page.goto('/', { waitUntil: 'networkidle' });
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toHaveCount(0);
    await expect(page.getByText('You are back online.')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('request-call buttons lead to the contact section', async ({ page }) => {
    await page.goto('/privacy');
    await page.locator('header').getByRole('link', { name: 'Request a call' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact h2')).toBeVisible();
  });
});
