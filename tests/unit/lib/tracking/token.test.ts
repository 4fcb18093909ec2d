import { describe, expect, it } from 'vitest';
import {
  hasUtmSource,
  nextToken,
  pageUrl,
  parseStoredToken,
  tokenCookie,
  tokenFromSearch,
  urlWithToken,
} from '@/lib/tracking/token';

describe('tokenFromSearch', () => {
  it('takes the six tracking tags and ignores the rest', () => {
    expect(
      tokenFromSearch(
        '?utm_source=fb&utm_medium=cpc&utm_campaign=x&utm_content=a&clickid=1&bclickid=2&q=z',
      ),
    ).toEqual({
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'x',
      utm_content: 'a',
      clickid: '1',
      bclickid: '2',
    });
  });

  it('is null for a query without tags or with blank ones', () => {
    expect(tokenFromSearch('')).toBeNull();
    expect(tokenFromSearch('?page=2&utm_source=%20')).toBeNull();
  });

  it('caps values at 500 characters', () => {
    expect(tokenFromSearch(`?clickid=${'a'.repeat(600)}`)?.clickid).toHaveLength(500);
  });
});

describe('parseStoredToken', () => {
  it('reads back a stored token', () => {
    expect(parseStoredToken('{"utm_source":"fb","clickid":"9"}')).toEqual({
      utm_source: 'fb',
      clickid: '9',
    });
  });

  it('drops unknown fields and non-strings, and treats garbage as no token', () => {
    expect(parseStoredToken('{"utm_source":"fb","evil":"x","clickid":5}')).toEqual({
      utm_source: 'fb',
    });
    expect(parseStoredToken('not json')).toBeNull();
    expect(parseStoredToken('[1]')).toBeNull();
    expect(parseStoredToken('{}')).toBeNull();
    expect(parseStoredToken(null)).toBeNull();
  });
});

describe('nextToken', () => {
  const stored = { utm_source: 'google', utm_campaign: 'old' };

  it('lets the last touch win', () => {
    expect(nextToken(stored, { utm_source: 'fb' })).toEqual({ utm_source: 'fb' });
  });

  it('keeps the stored token on a visit without tags', () => {
    expect(nextToken(stored, null)).toBe(stored);
    expect(nextToken(null, null)).toBeNull();
  });
});

describe('tokenCookie', () => {
  it('stores the token as JSON site-wide', () => {
    const cookie = tokenCookie({ utm_source: 'fb', utm_campaign: 'a b' });
    expect(cookie).toMatch(/^token=([^;]+); Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const value = decodeURIComponent(cookie.split(';')[0]!.slice('token='.length));
    expect(JSON.parse(value)).toEqual({ utm_source: 'fb', utm_campaign: 'a b' });
    expect(tokenCookie({ utm_source: 'fb' }, true)).toMatch(/; Secure$/);
  });
});

describe('urlWithToken', () => {
  it('adds the stored token to the address', () => {
    const url = urlWithToken('https://x.ae/de?page=2#contact', {
      utm_source: 'fb',
      utm_campaign: 'x',
    });
    expect(url.toString()).toBe('https://x.ae/de?page=2&utm_source=fb&utm_campaign=x#contact');
    expect(hasUtmSource(url.search)).toBe(true);
  });

  it('says organic without a stored token or a stored source', () => {
    expect(urlWithToken('https://x.ae/', null).search).toBe('?utm_source=organic');
    expect(urlWithToken('https://x.ae/', { clickid: '7' }).search).toBe(
      '?utm_source=organic&clickid=7',
    );
  });
});

describe('hasUtmSource and pageUrl', () => {
  it('needs a non-blank utm_source', () => {
    expect(hasUtmSource('?utm_source=fb')).toBe(true);
    expect(hasUtmSource('?utm_source=')).toBe(false);
    expect(hasUtmSource('?utm_campaign=x')).toBe(false);
  });

  it('strips the query and fragment', () => {
    expect(pageUrl('https://x.ae/ar/careers?utm_source=fb#contact')).toBe(
      'https://x.ae/ar/careers',
    );
  });
});
