'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { startLoading, stopLoading } from '@/lib/client/loading-bar';

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname;
}

/** Starts the loading bar when a visitor follows an internal link; stops it when the page changes. */
export function ProgressBar() {
  const pathname = usePathname();

  useEffect(() => {
    stopLoading();
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) startLoading();
    };
    // Bubble phase, so links whose own handler cancels the navigation are left alone.
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
