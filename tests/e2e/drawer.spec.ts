import { expect, test } from './fixtures';

test.describe('the mobile side drawer', () => {
  test('opens, lists the navigation and closes', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer replaces the navigation on small screens only');
    await page.goto('/?utm_source=x');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('header nav').first()).toBeHidden();
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveCount(4);
    await expect(drawer.getByRole('button', { name: 'Request a call' })).toBeVisible();
    // Focus starts on the close button and Tab never leaves the drawer.
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // The request-call button closes the drawer and opens the modal; focus comes back to the toggle.
    await opener.click();
    await drawer.getByRole('button', { name: 'Request a call' }).click();
    const modal = page.getByRole('dialog', { name: 'Request a call' });
    await expect(modal).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer.getByRole('navigation').getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});
