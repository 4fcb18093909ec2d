import { getImageProps, type ImageProps } from 'next/image';
import type { CSSProperties } from 'react';

/** A responsive image's attributes, computed on the server: the browser gets no next/image code. */
export type ShownImage = { src: string; srcSet?: string; sizes?: string; style?: CSSProperties };

/** next/image's srcset for `src` filling its positioned parent, as plain <img> attributes. */
export function shownImage(src: ImageProps['src'], sizes: string): ShownImage {
  const { props } = getImageProps({ src, alt: '', sizes, fill: true });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, style: props.style };
}
