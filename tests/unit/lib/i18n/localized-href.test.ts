import { describe, expect, it } from 'vitest';
import { localizedHref, unlocalizedPath } from '@/lib/i18n/locales';

describe('localizedHref', () => {
  it.each([
    ['en', '/blog', '/blog'],
    ['de', '/blog', '/de/blog'],
    ['de', '/', '/de'],
    ['de', '/#contact', '/de#contact'],
    ['he', '/sell-your-property?step=2#form', '/he/sell-your-property?step=2#form'],
    ['de', '#contact', '#contact'],
    ['de', 'https://example.com/x', 'https://example.com/x'],
  ] as const)('%s %s → %s', (locale, href, expected) => {
    expect(localizedHref(locale, href)).toBe(expected);
  });
});

describe('unlocalizedPath', () => {
  it.each([
    ['/de/blog/top-5', '/blog/top-5'],
    ['/de', '/'],
    ['/en/blog', '/blog'],
    ['/blog', '/blog'],
    ['/', '/'],
  ])('%s → %s', (pathname, expected) => {
    expect(unlocalizedPath(pathname)).toBe(expected);
  });
});
