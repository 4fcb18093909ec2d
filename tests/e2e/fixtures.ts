import { CONSENT_COOKIE, CONSENT_REVISION } from '../../lib/consent/consent';
import { useBrowserForOperators } from './helpers';
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';

export { expect };

declare global {
  interface Window {
    /** Set by the fixture below: reports a CSP violation to the test runner. */
    __reportCspViolation?: (line: string) => void;
  }
}

/** Chrome's console wording when a policy blocks something ("Refused to load…", "…violates the
 * following Content Security Policy directive…"). */
const REFUSED = /Refused to|Content[- ]Security[- ]Policy/i;

/**
 * Every spec imports `test` from here: a test fails when any page it opens reports a
 * Content-Security-Policy violation (the `securitypolicyviolation` event, or Chrome's
 * "Refused to …" console message), so the site's CSP and the site's scripts cannot drift apart.
 */
/**
 * Next's chunks are async scripts, so a page's load event can come before React has hydrated it. A
 * test acts as a visitor who waits for the page to answer: `page.goto` returns once React has
 * hydrated the document and run its effects.
 */
async function hydrated(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(() =>
    Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

/**
 * The consent choice the browser starts with (the `consent` cookie the banner writes): by default a
 * visitor who already chose "Necessary only", so the banner does not cover what a spec clicks. The
 * consent specs start without one (`test.use({ consentChoice: null })`), as a first visit does.
 */
type ConsentOption = { consentChoice: string[] | null };

export const test = base.extend<
  { cspViolations: string[] } & ConsentOption,
  { operatorBrowser: undefined }
>({
  // The worker's browser, for the helpers that read stored leads through the back office.
  operatorBrowser: [
    async ({ browser }, provide, workerInfo) => {
      useBrowserForOperators(browser, workerInfo.workerIndex);
      await provide(undefined);
      useBrowserForOperators(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  consentChoice: [['necessary'], { option: true }],

  context: async ({ context, consentChoice, baseURL }, provide) => {
    if (consentChoice && baseURL) {
      const value = { categories: consentChoice, revision: CONSENT_REVISION };
      await context.addCookies([
        { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(value)), url: baseURL },
      ]);
    }
    await provide(context);
  },

  // Named `provide`, not `use`: React's hooks rule reads `use(…)` in a function named page as a hook.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(page, response);
        return response;
      };
    }
    await provide(page);
  },

  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // A binding outlives navigations, unlike anything recorded on window.
      await context.exposeBinding('__reportCspViolation', ({ page }, line: string) => {
        violations.push(`${page.url()}: ${line}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      const onConsole = (message: ConsoleMessage) => {
        if (REFUSED.test(message.text())) violations.push(`console: ${message.text()}`);
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
