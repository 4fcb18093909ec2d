import { describe, expect, it } from 'vitest';
import { buildMetadata, defaultSharedImage, languageAlternates } from '@/lib/seo';

describe('languageAlternates', () => {
  it('lists all 13 locales by their iso code plus x-default', () => {
    const alternates = languageAlternates('/careers');
    expect(Object.keys(alternates)).toHaveLength(14);
    expect(alternates['en-US']).toBe('http://localhost:3000/careers');
    expect(alternates['de']).toBe('http://localhost:3000/de/careers');
    expect(alternates['x-default']).toBe('http://localhost:3000/careers');
  });

  it('uses the bare locale path for the home page', () => {
    expect(languageAlternates('/')['ar']).toBe('http://localhost:3000/ar');
  });
});

describe('buildMetadata', () => {
  it('sets canonical, Open Graph and noindex for confirmation pages', () => {
    const meta = buildMetadata({
      locale: 'ru',
      path: '/sell-your-property/submit',
      title: 'T',
      description: 'D',
      image: defaultSharedImage('A'),
    });
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/ru/sell-your-property/submit');
    expect(meta.openGraph).toMatchObject({
      locale: 'ru',
      url: 'http://localhost:3000/ru/sell-your-property/submit',
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it('describes the shared picture to Open Graph and X alike (og:image:alt, twitter:image:alt)', () => {
    const image = { url: '/images/blog-off-plan.jpg', alt: 'Cranes over towers' };
    const meta = buildMetadata({
      locale: 'ar',
      path: '/blog',
      title: 'T',
      description: 'D',
      image,
    });
    expect(meta.openGraph?.images).toEqual([image]);
    expect(meta.twitter?.images).toEqual([image]);
    expect(defaultSharedImage('Skyline')).toEqual({
      url: '/images/og-default.jpg',
      alt: 'Skyline',
      width: 1200,
      height: 630,
    });
  });
});
