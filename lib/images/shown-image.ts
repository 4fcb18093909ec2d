import { getImageProps, type ImageProps } from 'next/image';

/** A responsive image's attributes, computed on the server: the browser gets no next/image code. */
export type ShownImage = { src: string; srcSet?: string; sizes?: string; className: string };

const OPTIMIZED = /^\/_next\/image\?url=%2Fimages%2F([^&]+)&w=(\d+)&q=75$/;

/**
 * `/_next/image?url=%2Fimages%2Fx.jpg&w=640&q=75` as `/img/x.jpg?w=640`, which next.config.ts
 * rewrites back: each image's five URLs are written in its <img>, again in the RSC payload, and
 * twice more when it is preloaded.
 */
function shortUrl(url: string): string {
  const match = OPTIMIZED.exec(url);
  return match ? `/img/${decodeURIComponent(match[1] ?? '')}?w=${match[2]}` : url;
}

/**
 * next/image's srcset for `src` filling its positioned parent, as plain <img> attributes. The
 * global `fill-image` class does what next/image's inline style does, in a dozen bytes instead
 * of two hundred in the HTML and again in the RSC payload (issue 10: HTML weight).
 */
export function shownImage(src: ImageProps['src'], sizes: string): ShownImage {
  const { props } = getImageProps({ src, alt: '', sizes, fill: true });
  return {
    src: shortUrl(props.src),
    srcSet: props.srcSet
      ?.split(', ')
      .map((candidate) => {
        const [url = '', width = ''] = candidate.split(' ');
        return `${shortUrl(url)} ${width}`;
      })
      .join(', '),
    sizes: props.sizes,
    className: 'fill-image',
  };
}
