'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { GalleryProps } from './swiper-gallery';
import styles from './listing-page.module.css';

/**
 * The listing's pictures. The page ships a plain strip that scrolls and swipes natively (and
 * without JavaScript); Swiper, with its keyboard and swipe handling, loads on the visitor's first
 * move towards the gallery, so it never weighs on the page's first load.
 */
export function ListingGallery(props: GalleryProps) {
  const [wanted, setWanted] = useState(false);
  const [Gallery, setGallery] = useState<ComponentType<GalleryProps> | null>(null);

  useEffect(() => {
    if (!wanted || Gallery) return;
    let live = true;
    void import('./swiper-gallery').then((module) => {
      if (live) setGallery(() => module.SwiperGallery);
    });
    return () => {
      live = false;
    };
  }, [wanted, Gallery]);

  if (Gallery) return <Gallery {...props} />;
  const want = () => setWanted(true);
  return (
    <section
      className={styles.gallery}
      aria-label={props.label}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      <ul className={styles.strip} tabIndex={0}>
        {props.images.map((image, index) => (
          <li key={image.src}>
            {/* eslint-disable-next-line @next/next/no-img-element -- srcset from next/image, on the server */}
            <img
              {...image.shown}
              alt={image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
