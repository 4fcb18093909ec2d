import { expect, test } from '@playwright/test';

test.describe('the mobile side drawer', () => {
  test('opens, lists the navigation and closes', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer replaces the navigation on small screens only');
    await page.goto('/?utm_source=x');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('header nav').first()).toBeHidden();
    await opener.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await opener.click();
    await drawer.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});
