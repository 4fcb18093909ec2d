import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/images/loader';

describe('the image loader', () => {
  it("writes the site's pictures short, for the rewrite to Next's optimizer", () => {
    expect(imageLoader({ src: '/images/hero-home.jpg', width: 828 })).toBe(
      '/img/hero-home.jpg?w=828',
    );
    expect(imageLoader({ src: '/images/hero-home.jpg', width: 640, quality: 75 })).toBe(
      '/img/hero-home.jpg?w=640',
    );
  });

  it("gives the content's media, another quality or a query Next's own URL", () => {
    expect(imageLoader({ src: '/admin/content/api/media/file/villa.jpg', width: 1200 })).toBe(
      '/_next/image?url=%2Fadmin%2Fcontent%2Fapi%2Fmedia%2Ffile%2Fvilla.jpg&w=1200&q=75',
    );
    expect(imageLoader({ src: '/images/hero-home.jpg', width: 384, quality: 50 })).toBe(
      '/_next/image?url=%2Fimages%2Fhero-home.jpg&w=384&q=50',
    );
    expect(imageLoader({ src: '/images/a.jpg?v=2', width: 384 })).toBe(
      '/_next/image?url=%2Fimages%2Fa.jpg%3Fv%3D2&w=384&q=75',
    );
  });
});
