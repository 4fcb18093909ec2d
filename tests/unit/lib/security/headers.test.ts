import { describe, expect, it } from 'vitest';
import { isDecodablePath } from '@/lib/security/decodable-path';
import {
  adminCsp,
  pageCsp,
  permissionsPolicy,
  staticSecurityHeaders,
  thirdPartiesFromEnv,
} from '@/lib/security/headers';

const none = thirdPartiesFromEnv({});
const all = thirdPartiesFromEnv({
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  NEXT_PUBLIC_GOOGLE_MAPS_KEY: 'maps-key',
  NEXT_PUBLIC_GTM_ID: 'GTM-ABC',
});
const HASH = "'sha256-AvqvsgQ759ox78IirhynVdUtYs1sSM3ormc8op9VXt0='";

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('pageCsp', () => {
  it('allows scripts only from the site and by hash, never inline or eval', () => {
    const policy = pageCsp([HASH], none);
    expect(directive(policy, 'script-src')).toEqual(["'self'", HASH]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('opens no third-party host that is not configured', () => {
    const policy = pageCsp([], none);
    expect(policy).not.toMatch(/stripe|googleapis|googletagmanager/);
  });

  it('opens Stripe, Google Maps and the tag manager when their keys are set', () => {
    const policy = pageCsp([], all);
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://maps.googleapis.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://*.googleapis.com']),
    );
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('relaxes scripts only for the development server', () => {
    expect(directive(pageCsp([HASH], none, true), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('adminCsp', () => {
  it('runs only the scripts of its nonce and shows the picture staff are uploading', () => {
    const policy = adminCsp('abc');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    // The content editor previews a chosen file from a blob: URL before it is uploaded.
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('the headers on every answer', () => {
  it('turn device features off and allow payment only for Stripe', () => {
    expect(permissionsPolicy(none)).toContain('camera=()');
    expect(permissionsPolicy(none)).toContain('payment=()');
    expect(permissionsPolicy(all)).toContain('payment=(self "https://js.stripe.com")');
  });

  it('include HSTS for a year or more with subdomains', () => {
    const hsts = staticSecurityHeaders(none).find((h) => h.key === 'Strict-Transport-Security');
    expect(Number(/max-age=(\d+)/.exec(hsts?.value ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(hsts?.value).toContain('includeSubDomains');
  });
});

describe('isDecodablePath', () => {
  it.each(['/%', '/de/%E0%A4%A', '/api/forms/%', '/postback%'])('refuses %s', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });
  it.each(['/', '/de/careers', '/%D0%B4', '/a%20b'])('accepts %s', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });
});
