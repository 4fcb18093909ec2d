import { test as base, expect, type ConsoleMessage } from '@playwright/test';

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
export const test = base.extend<{ cspViolations: string[] }>({
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
