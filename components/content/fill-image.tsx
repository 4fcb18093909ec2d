import { preload } from 'react-dom';
import { shownImage } from '@/lib/images/shown-image';

type Props = {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The page's largest paint: preloaded with high priority instead of lazy. */
  priority?: boolean;
};

/**
 * An image that fills its positioned parent, rendered on the server as a plain responsive <img>
 * (next/image's client component would add its JavaScript to every page's first load).
 */
export function FillImage({ src, alt, sizes, className, priority = false }: Props) {
  const shown = shownImage(src, sizes);
  if (priority) {
    preload(shown.src, {
      as: 'image',
      imageSrcSet: shown.srcSet,
      imageSizes: shown.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- shownImage gives next/image's srcset
    <img
      {...shown}
      alt={alt}
      className={className ? `${shown.className} ${className}` : shown.className}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
