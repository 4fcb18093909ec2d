import type { ImageLoaderProps } from 'next/image';

/** The site's own pictures (public/images), whose short URLs next.config.ts rewrites. */
const SITE_IMAGES = '/images/';
/** next/image's default quality, the one the short URLs' rewrite gives. */
const DEFAULT_QUALITY = 75;

/**
 * next/image's loader (`images.loaderFile`), still served by Next's own optimizer: the site's
 * pictures as `/img/x.jpg?w=640` instead of `/_next/image?url=%2Fimages%2Fx.jpg&w=640&q=75`,
 * since each image's URLs are written in its <img>, again in the RSC payload and twice more when
 * it is preloaded (issue 10: HTML weight); everything else (the content's media) as Next's own.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  const shown = quality ?? DEFAULT_QUALITY;
  if (src.startsWith(SITE_IMAGES) && !src.includes('?') && shown === DEFAULT_QUALITY) {
    return `/img/${src.slice(SITE_IMAGES.length)}?w=${width}`;
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${shown}`;
}
