import { expect, test } from './fixtures';
import { messages } from './helpers';
import type { Page } from '@playwright/test';
import { locales } from '../../lib/i18n/locales';

const phoneHref = 'tel:+97145752180';
const whatsappHref = 'https://wa.me/971505752180';

const scrollToBottom = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );

test.describe('contact always in reach', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`phones: call and WhatsApp stay at the bottom of the screen (${locale})`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the bar is for phones');
      const t = messages(locale);
      await page.goto(locale === 'en' ? '/invest-in-dubai' : '/ar/invest-in-dubai');
      const bar = page.getByRole('navigation', { name: t.ContactBar.label });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: t.ContactBar.call })).toHaveAttribute(
        'href',
        phoneHref,
      );
      await expect(bar.getByRole('link', { name: t.ContactBar.whatsapp })).toHaveAttribute(
        'href',
        whatsappHref,
      );
      await scrollToBottom(page);
      const box = await bar.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    });
  }

  for (const path of ['/', '/sell-your-property', '/careers', '/partners']) {
    test(`phones: the page's last button is not under the bar (${path})`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the bar is for phones');
      await page.goto(path);
      // Forms load as they near view and lengthen the page: let them arrive first.
      for (const slot of await page.locator('[data-form]').all()) {
        await slot.scrollIntoViewIfNeeded();
        await expect(slot.locator('form')).toBeAttached();
      }
      await scrollToBottom(page);
      const last = page.locator('main, footer').getByRole('button').last();
      // A trial click fails if anything (the bar) would receive the tap instead.
      await last.click({ trial: true, timeout: 5_000 });
      // The page's very end (the footer's last line) rests above the bar, not under it.
      await scrollToBottom(page);
      const bar = await page.locator('[data-contact-bar]').boundingBox();
      const end = await page.locator('footer').last().boundingBox();
      expect(bar && end && end.y + end.height).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
    });
  }

  test('phones: the bar steps aside while a dialog is open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the bar is for phones');
    const t = messages('en');
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: t.ContactBar.label });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: t.Navigation.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.Navigation.menu });
    await expect(drawer).toBeVisible();
    await expect(bar).toBeHidden();
    // The drawer offers the phone and WhatsApp too.
    await expect(drawer.getByRole('link', { name: new RegExp(t.ContactBar.call) })).toHaveAttribute(
      'href',
      phoneHref,
    );
    await expect(drawer.getByRole('link', { name: t.ContactBar.chat })).toHaveAttribute(
      'href',
      whatsappHref,
    );
    await drawer.getByRole('button', { name: t.Navigation.requestCall }).click();
    await expect(page.getByRole('dialog', { name: t.RequestCall.title })).toBeVisible();
    await expect(bar).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(bar).toBeVisible();
  });

  test('desktop: no bar, the header keeps its call button', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop only');
    await page.goto('/');
    await expect(page.locator('[data-contact-bar]')).toBeHidden();
    await expect(
      page.locator('header').getByRole('button', { name: messages('en').Navigation.requestCall }),
    ).toBeVisible();
  });

  test('the language menu shows all 13 languages without scrolling', async ({ page }) => {
    await page.goto('/ar');
    await page.locator('header').getByRole('button', { name: /^AR/ }).click();
    const list = page.locator('header ul[id]').filter({ has: page.locator('a[hreflang]') });
    await expect(list.locator('a[hreflang]')).toHaveCount(locales.length);
    for (const option of await list.locator('a[hreflang]').all()) {
      await expect(option).toBeInViewport({ ratio: 1 });
    }
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(
      true,
    );
  });
});
