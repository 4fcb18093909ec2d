import { expect, test } from './fixtures';
import { messages } from './helpers';

/**
 * The request-call dialog opens at once and the advisor's card fills in when the advisor is found
 * (issue 20): its placeholder holds the card's place, so the name field below does not move when
 * they arrive. Every language (the role, the languages and the link labels wrap differently), at a
 * small phone, an iPhone 12 and a desktop: the three heights the card reserves.
 */
const locales = ['en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it'];

for (const width of [360, 390, 1440]) {
  test(`the advisor's card fills its placeholder without moving the form at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // The advisor is held back until the placeholder has been measured.
    const held: (() => void)[] = [];
    const release = () => held.splice(0).forEach((resume) => resume());
    await page.route('**/api/agents/assigned**', async (route) => {
      await new Promise<void>((resume) => held.push(resume));
      await route.continue();
    });
    const moved: string[] = [];
    for (const locale of locales) {
      const t = messages(locale);
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      // The first dialog button on the page that is shown at this width (the header's at 1440 px).
      await page.locator('button[aria-haspopup="dialog"]:visible').first().click();
      const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
      const placeholder = dialog.locator('[data-placeholder]');
      await expect(placeholder).toBeVisible();
      const name = dialog.getByLabel(t.RequestCall.name, { exact: true });
      const before = {
        card: (await placeholder.boundingBox())!.height,
        field: (await name.boundingBox())!.y,
      };
      release();
      await expect(dialog.getByRole('link', { name: t.RequestCall.whatsapp })).toBeVisible();
      await expect(placeholder).toHaveCount(0);
      const card = dialog.locator('img[width="72"]').locator('..');
      const after = {
        card: (await card.boundingBox())!.height,
        field: (await name.boundingBox())!.y,
      };
      if (Math.abs(after.field - before.field) > 0.5 || Math.abs(after.card - before.card) > 0.5)
        moved.push(
          `${locale}: card ${before.card.toFixed(1)} → ${after.card.toFixed(1)} px, ` +
            `name field at ${before.field.toFixed(1)} → ${after.field.toFixed(1)}`,
        );
    }
    expect(moved).toEqual([]);
  });
}
