import { expect, test } from './fixtures';
import { HUMAN_FILL_MS, messages } from './helpers';

test('the questionnaire holds the visitor at a wrong or missing answer, in Arabic', async ({
  page,
}) => {
  const t = messages('ar');
  const q = t.Questionnaire;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/questionnaires')) sent.push(request.method());
  });
  await page.goto('/ar/investment-compass');
  await page.getByRole('button', { name: t.CompassPage.hero.primary }).first().click();
  const dialog = page.getByRole('dialog', { name: q.title });
  await expect(dialog).toBeVisible();
  const next = dialog.getByRole('button', { name: q.next, exact: true });

  for (const step of q.steps) {
    if (step.options) {
      await dialog.getByRole('radio', { name: step.options[0]!, exact: true }).check();
    } else {
      // A negative number is refused as soon as the visitor leaves the field.
      const input = dialog.getByLabel(step.question, { exact: true });
      await input.fill('-1');
      await input.blur();
      await expect(dialog.getByText(t.FieldErrors.notValid)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(next).toBeDisabled();
      await input.fill('2');
      await expect(dialog.getByText(t.FieldErrors.notValid)).toBeHidden();
    }
    await next.click();
  }

  // The contact step sent empty: three fields say so, focus goes to the first, nothing is sent.
  await dialog.getByRole('button', { name: q.submit }).click();
  await expect(dialog.getByText(t.FieldErrors.required)).toHaveCount(3);
  const name = dialog.getByLabel(t.RequestCall.name, { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(t.RequestCall.phone, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Each error goes as the field is put right.
  await name.fill('أميرة');
  await dialog.getByLabel(t.RequestCall.phone, { exact: true }).pressSequentially('501234567');
  await dialog.getByLabel(q.languagesSearch, { exact: true }).fill('English');
  await dialog.getByRole('checkbox', { name: /English/ }).check();
  await expect(dialog.getByText(t.FieldErrors.required)).toHaveCount(0);
  await page.waitForTimeout(HUMAN_FILL_MS);
  expect(sent).toEqual([]);

  const request = page.waitForRequest((r) => r.url().endsWith('/api/questionnaires'));
  await dialog.getByRole('button', { name: q.submit }).click();
  expect((await request).postDataJSON()).toMatchObject({
    name: 'أميرة',
    phone: '+971501234567',
    language: ['English'],
    locale: 'ar',
  });
  await expect(dialog).toBeHidden();
});
