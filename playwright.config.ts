import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production build (`npm run build:e2e` first: the normal build
 * with a Maps key, so the sell form's Location suggestions exist to test), served several
 * times because some routing rules are deployment settings: the default site, the Taiwan
 * variant and a forced-Hebrew site.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const servers = {
  site: base,
  taiwan: base + 1,
  hebrew: base + 2,
  /** The mail server the site sends through (tests/e2e/support/capture-mail.ts). */
  mail: base + 8,
  /** A stand-in for Stripe's API (tests/e2e/support/stripe-stand-in.ts), for the site's server SDK. */
  stripe: base + 9,
} as const;

/** Where the capture mail server writes each message it receives, one JSON file each. */
export const capturedMailDir = `./data/e2e-mail-${base}`;

/** The site's Stripe settings: keys for tests only, the API on loopback (the forced-Hebrew site has none). */
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_URL: `http://localhost:${servers.stripe}`,
  CLUB_SPOT_PRICE: '5000',
};

// Chromium's headless shell, the browser Playwright runs headless by default (scripts/ensure-chromium.sh).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function serve(port: number, env: Record<string, string> = {}) {
  return {
    // Each server starts from the content the build prerendered (seeded by `npm run build`).
    command: `node tests/e2e/support/content-from-build.mjs ./data/e2e-${port} && npx next start -p ${port}`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: `./data/e2e-${port}`,
      // Every test posts from 127.0.0.1, more than 20 a minute in all; the limit has its own
      // integration test (tests/integration/rate-limit.test.ts).
      RATE_LIMIT_PER_MINUTE: '1000',
      // The same for club bookings (3 an hour per address by default: tests/integration/bookings).
      BOOKINGS_PER_ADDRESS_PER_HOUR: '1000',
      // The back-office spec signs each browser in from its own X-Forwarded-For address, so its
      // throttle test does not throttle the others; without the header the peer address counts.
      TRUST_PROXY: '1',
      // The specs sign admins in with a password alone; the forced TOTP enrolment of the default
      // (`admins`) has its integration test (tests/integration/staff-sign-in.test.ts).
      STAFF_TWO_FACTOR: 'optional',
      // The build:e2e page Next regenerates at run time (lib/pages.ts REGENERATED_TEST_PAGE).
      E2E_REGENERATED_PAGE: '1',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${servers.site}`,
    // Recording a trace for every test cost a third of the run's time (page-forms and request-call:
    // 162 s against 107 s); CI records one for a test that failed, on its retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // Google stays unreachable: tests stub its scripts with page.route, which runs before DNS.
        '--host-resolver-rules=MAP maps.googleapis.com ~NOTFOUND, MAP maps.gstatic.com ~NOTFOUND, MAP www.googletagmanager.com ~NOTFOUND',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /no-sideways-scroll\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testMatch: /(drawer|layout|contact-bar|no-sideways-scroll)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/stripe-stand-in.ts ${servers.stripe}`,
      port: servers.stripe,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx tests/e2e/support/capture-mail.ts ${servers.mail} ${capturedMailDir}`,
      port: servers.mail,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    serve(servers.site, { ...stripeEnv, SMTP_URL: `smtp://127.0.0.1:${servers.mail}` }),
    serve(servers.taiwan, { SITE_VARIANT: 'taiwan' }),
    serve(servers.hebrew, { FORCE_LOCALE: 'he' }),
  ],
});
