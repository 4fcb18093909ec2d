'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within `margin` of the viewport (or the address's anchor is
 * inside it), so heavy parts of a page load only when the visitor is about to see them.
 */
export function useNearView(ref: RefObject<HTMLElement | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.location.hash && element.closest(window.location.hash.replace(/[^#\w-]/g, ''))) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
