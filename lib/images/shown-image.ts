import { getImageProps, type ImageProps } from 'next/image';

/** A responsive image's attributes, computed on the server: the browser gets no next/image code. */
export type ShownImage = { src: string; srcSet?: string; sizes?: string; className: string };

/**
 * next/image's attributes (its srcset through the site's loader, lib/images/loader.ts) for `src`
 * filling its positioned parent, as plain <img> attributes. The global `fill-image` class does
 * what next/image's inline style does, in a dozen bytes instead of two hundred in the HTML and
 * again in the RSC payload (issue 10: HTML weight).
 */
export function shownImage(src: ImageProps['src'], sizes: string): ShownImage {
  const { props } = getImageProps({ src, alt: '', sizes, fill: true });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, className: 'fill-image' };
}
