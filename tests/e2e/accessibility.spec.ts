import { expect, test } from './fixtures';
import { blockingViolations } from './helpers';

for (const path of ['/', '/invest-in-dubai', '/ar', '/ar/invest-in-dubai']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
