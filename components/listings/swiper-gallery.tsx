'use client';

import Image from 'next/image';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { ShownImage } from '@/lib/images/shown-image';
import styles from './listing-page.module.css';

export type GalleryProps = {
  label: string;
  previous: string;
  next: string;
  /** `shown`: the plain strip's <img> attributes, computed on the server (lib/images). */
  images: { src: string; alt: string; shown: ShownImage }[];
};

/** The gallery once Swiper has loaded: arrows, the keyboard's arrow keys, swipe, and a counter. */
export function SwiperGallery({ label, previous, next, images }: GalleryProps) {
  return (
    <section className={styles.gallery} aria-label={label}>
      <Swiper
        className={styles.swiper}
        modules={[A11y, Keyboard, Navigation, Pagination]}
        navigation
        pagination={{ type: 'fraction' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: previous, nextSlideMessage: next, slideLabelMessage: '' }}
        spaceBetween={8}
      >
        {images.map((image) => (
          <SwiperSlide key={image.src} className={styles.slide}>
            <Image src={image.src} alt={image.alt} fill sizes="(max-width: 1200px) 100vw, 1200px" />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
