import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { messages } from './helpers';

/**
 * Tap to a typeable form (issue 20): a visitor who has read the page for a few seconds taps the
 * call to action, and the dialog must answer within Interaction to Next Paint's "good" 200 ms on
 * Lighthouse's phone profile (150 ms round trips, 1.6 Mbit/s, CPU 4× slower), 100 ms without
 * throttling. Measured in the page: from the pointerdown's timestamp to the first animation frame
 * in which the dialog's first input is shown, enabled and focused. Median of three fresh visits, so
 * one slow run on a busy two-core machine does not decide.
 */

const en = messages('en');
const pages: { path: string; opener: (page: Page) => Locator }[] = [
  {
    path: '/',
    opener: (page) =>
      page.locator('header').getByRole('button', { name: en.Navigation.requestCall }),
  },
  {
    path: '/ar',
    opener: (page) =>
      page.locator('header').getByRole('button', { name: messages('ar').Navigation.requestCall }),
  },
  {
    path: '/dubai-insiders-club',
    opener: (page) => page.getByRole('button', { name: en.ClubPage.hero.primary }).first(),
  },
  {
    path: '/de/invest-in-dubai',
    opener: (page) =>
      page.locator('header').getByRole('button', { name: messages('de').Navigation.requestCall }),
  },
];

/** Lighthouse's mobile profile (its "simulated" throttling, applied for real through CDP). */
async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Milliseconds from the tap to the frame that shows the dialog with its first input focused. */
async function tapToForm(page: Page, opener: Locator): Promise<number> {
  await opener.scrollIntoViewIfNeeded();
  const measured = page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        let tappedAt: number | undefined;
        addEventListener('pointerdown', (event) => (tappedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        const giveUp = setTimeout(() => reject(new Error('no dialog within 15 s')), 15_000);
        const frame = (now: number) => {
          const input = document.querySelector<HTMLInputElement>(
            '[role="dialog"] input:not([type="hidden"]):not([tabindex="-1"])',
          );
          if (
            tappedAt !== undefined &&
            input &&
            !input.disabled &&
            input.offsetParent !== null &&
            document.activeElement === input
          ) {
            clearTimeout(giveUp);
            resolve(now - tappedAt);
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await opener.click();
  return measured;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// One visit at a time in this file: the figures are about the page, not about the other worker.
test.describe.configure({ mode: 'default' });

for (const profile of ['phone', 'unthrottled'] as const) {
  const budget = profile === 'phone' ? 200 : 100;
  for (const { path, opener } of pages) {
    test(`${path}: tap to a typeable form ≤ ${budget} ms (${profile})`, async ({ page }) => {
      test.setTimeout(180_000);
      const runs: number[] = [];
      for (let run = 0; run < 3; run++) {
        const cdp = await page.context().newCDPSession(page);
        // Each run is a first visit: nothing the previous run fetched is in the cache.
        await cdp.send('Network.clearBrowserCache');
        if (profile === 'phone') await throttle(cdp);
        await page.goto(path);
        // A visitor reads for a while first: the idle prefetch has had its chance.
        await page.waitForTimeout(3000);
        runs.push(await tapToForm(page, opener(page)));
        await cdp.detach();
        await page.goto('about:blank');
      }
      const figure = median(runs);
      test.info().annotations.push({
        type: 'tap-to-form',
        description: `${path} ${profile}: median ${Math.round(figure)} ms of ${runs.map(Math.round).join(', ')}`,
      });
      console.log(`tap-to-form ${path} ${profile}: ${runs.map(Math.round).join(', ')} ms`);
      expect(figure).toBeLessThanOrEqual(budget);
    });
  }
}
