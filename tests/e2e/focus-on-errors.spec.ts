import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { messages } from './helpers';

/**
 * Issue 24: a keyboard visitor who sends a form with errors lands on the first field in error,
 * never on the page behind (a submit button made `disabled` under the focus drops it to <body>).
 * Every form and dialog step that refuses to go on, in a left-to-right and a right-to-left language.
 */
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/** Presses Enter on the submit button, as a keyboard visitor who tabbed to it. */
async function pressSubmit(submit: Locator) {
  await submit.focus();
  await submit.press('Enter');
}

/** Focus is on `field`, which says it is in error, and the button under the focus was never disabled. */
async function expectFocusOnError(page: Page, field: Locator, submit: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expect(submit).not.toHaveAttribute('disabled');
}

async function pageForm(page: Page, path: string, anchor: string) {
  await page.goto(path);
  const section = page.locator(`#${anchor}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('form')).toBeVisible();
  return section;
}

for (const locale of ['de', 'ar'] as const) {
  test.describe(`focus on an empty submit (${locale})`, () => {
    const t = messages(locale);

    test('the request-call dialog keeps focus inside, on the name', async ({ page }) => {
      await page.goto(prefix(locale) || '/');
      await page.locator('header').getByRole('button', { name: t.Navigation.requestCall }).click();
      const dialog = page.getByRole('dialog', { name: t.RequestCall.title });
      await expect(dialog).toBeVisible();
      const submit = dialog.getByRole('button', { name: t.RequestCall.submit });
      const name = dialog.getByLabel(t.RequestCall.name, { exact: true });

      await pressSubmit(submit);
      await expectFocusOnError(page, name, submit);
      // In error, the button says it cannot send yet, and pressed again points at the error again.
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await pressSubmit(submit);
      await expectFocusOnError(page, name, submit);
      await expect(dialog).toBeVisible();

      // Enter in a field with the name given goes to the next field in error: the phone.
      await name.fill('Amira');
      await name.press('Enter');
      await expectFocusOnError(
        page,
        dialog.getByLabel(t.RequestCall.phone, { exact: true }),
        submit,
      );
    });

    test('the questionnaire: an unanswered step keeps focus, the number and contact steps point at the error', async ({
      page,
    }) => {
      const q = t.Questionnaire;
      await page.goto(`${prefix(locale)}/investment-compass`);
      await page.getByRole('button', { name: t.CompassPage.hero.primary }).first().click();
      const dialog = page.getByRole('dialog', { name: q.title });
      await expect(dialog).toBeVisible();
      const next = dialog.getByRole('button', { name: q.next, exact: true });

      for (const step of q.steps) {
        if (step.options) {
          // Unanswered: Next says so and stays where the visitor is.
          await pressSubmit(next);
          await expect(next).toBeFocused();
          await expect(next).not.toHaveAttribute('disabled');
          await dialog.getByRole('radio', { name: step.options[0]!, exact: true }).check();
        } else {
          const number = dialog.getByLabel(step.question, { exact: true });
          await pressSubmit(next);
          await expectFocusOnError(page, number, next);
          await number.fill('2');
        }
        await next.click();
      }

      const submit = dialog.getByRole('button', { name: q.submit });
      await pressSubmit(submit);
      await expectFocusOnError(
        page,
        dialog.getByLabel(t.RequestCall.name, { exact: true }),
        submit,
      );
    });

    test("the club wizard's contact steps point at the first error", async ({ page }) => {
      await page.goto(`${prefix(locale)}/dubai-insiders-club`);
      await page.getByRole('button', { name: t.ClubPage.hero.primary }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: t.SpotModal.welcome.title })).toBeVisible();
      const next = dialog.getByRole('button', { name: t.SpotModal.next });
      const name = dialog.getByLabel(t.SpotModal.welcome.name, { exact: true });
      const email = dialog.getByLabel(t.SpotModal.welcome.email, { exact: true });

      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await pressSubmit(next);
      await expectFocusOnError(page, name, next);
      await name.fill('Amira Test');
      await name.press('Enter');
      await expectFocusOnError(page, email, next);

      await email.fill('amira@example.com');
      await email.press('Enter');
      await expect(dialog.getByRole('heading', { name: t.SpotModal.phone.title })).toBeVisible();
      const phoneNext = dialog.getByRole('button', { name: t.SpotModal.next });
      await pressSubmit(phoneNext);
      await expectFocusOnError(
        page,
        dialog.getByLabel(t.RequestCall.phone, { exact: true }),
        phoneNext,
      );
    });

    const pageForms = [
      { form: 'sell', path: '/sell-your-property', anchor: 'send-details' },
      { form: 'partner', path: '/partners', anchor: 'join' },
      { form: 'career', path: '/careers', anchor: 'apply' },
      { form: 'listing enquiry', path: '/properties/harbour-view-residences', anchor: 'enquire' },
    ];
    for (const { form, path, anchor } of pageForms) {
      test(`the ${form} form points at its first error`, async ({ page }) => {
        const section = await pageForm(page, `${prefix(locale)}${path}`, anchor);
        const submit = section.getByRole('button', { name: t.PageForms.submit });
        await pressSubmit(submit);
        await expectFocusOnError(
          page,
          section.getByLabel(t.RequestCall.name, { exact: true }),
          submit,
        );
      });
    }
  });
}
