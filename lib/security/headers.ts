/**
 * The security headers every answer carries (README, "Security headers"). Pure: next.config.ts
 * sends the static ones on everything and the resources' policy; a cached page's policy comes from
 * lib/security/page-cache-handler.mjs, a per-request page's from proxy.ts.
 */

/** The `NEXT_PUBLIC_*` keys that switch third parties on; each one opens only its own hosts. */
export type ThirdParties = {
  stripe: boolean;
  maps: boolean;
  tagManager: boolean;
};

/** Reads each key by its literal name so the build inlines it, as it does in the browser bundle. */
export function thirdPartiesFromEnv(
  env: Record<string, string | undefined> = {
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_GOOGLE_MAPS_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY,
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  },
): ThirdParties {
  return {
    stripe: Boolean(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
    maps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_KEY),
    tagManager: Boolean(env.NEXT_PUBLIC_GTM_ID),
  };
}

type Sources = Record<string, string[]>;

// Stripe's CSP guide (docs.stripe.com/security/guide#content-security-policy).
const STRIPE: Sources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://m.stripe.network'],
  'img-src': ['https://*.stripe.com'],
};

// Google's Maps JavaScript API CSP guide, minus 'unsafe-eval': Places suggestions do not need it.
const MAPS: Sources = {
  'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

// Google's tag platform CSP guide: the container and the Google Analytics 4 tags it loads.
const TAG_MANAGER: Sources = {
  'script-src': ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
};

/**
 * A page's policy. Scripts: the page's own files ('self'), its inline scripts by hash (computed
 * from the HTML Next serves, lib/security/page-cache-handler.mjs) and the configured third
 * parties' hosts — never 'unsafe-inline' or 'unsafe-eval'. Styles keep 'unsafe-inline': server-rendered style attributes
 * (next/image `fill`, the phone widget's flags) and react-hot-toast's injected <style> need it.
 */
export function pageCsp(
  scriptHashes: readonly string[],
  parties: ThirdParties,
  dev = false,
): string {
  const sources: Sources = {
    'default-src': ["'self'"],
    // Dev only: React's dev build evaluates code and Next injects unhashed inline scripts.
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : scriptHashes)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const extras = [
    parties.stripe ? STRIPE : {},
    parties.maps ? MAPS : {},
    parties.tagManager ? TAG_MANAGER : {},
  ];
  for (const extra of extras) {
    for (const [directive, hosts] of Object.entries(extra)) {
      sources[directive] = [...(sources[directive] ?? []), ...hosts];
    }
  }
  return Object.entries(sources)
    .map(([directive, list]) => `${directive} ${[...new Set(list)].join(' ')}`)
    .join('; ');
}

/**
 * The back office's policy (docs/design.md §12), also the investor's manage page's (§11): their
 * pages are rendered per request, so instead of hashes each answer carries a fresh nonce, which
 * Next puts on its own scripts; 'strict-dynamic' lets those load the chunks. No third party runs
 * there. `scriptHashes`: inline scripts of the page's own markup, allowed by hash (the manage page's
 * consent defaults, lib/consent/consent.ts).
 */
export function adminCsp(nonce: string, dev = false, scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => ` ${hash}`).join('');
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'${hashes} 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    // blob:: the content editor's preview of a picture being uploaded, made in the page itself.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** For answers that are not pages (API JSON, files): they may load and be framed by nothing. */
export const RESOURCE_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function permissionsPolicy(parties: ThirdParties): string {
  const off = ['camera', 'microphone', 'geolocation', 'usb', 'bluetooth', 'serial', 'hid'];
  const more = ['magnetometer', 'gyroscope', 'accelerometer', 'display-capture', 'midi'];
  // Stripe's wallets (Apple Pay, Google Pay) run the Payment Request API inside its frames.
  const payment = parties.stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return [...[...off, ...more].map((feature) => `${feature}=()`), payment].join(', ');
}

/** The headers that are the same on every answer, pages, API and files alike. */
export function staticSecurityHeaders(parties: ThirdParties): { key: string; value: string }[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(parties) },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}
