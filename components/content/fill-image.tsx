import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

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
  const { props } = getImageProps({ src, alt, sizes, fill: true });
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives next/image's srcset
    <img
      {...props}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
