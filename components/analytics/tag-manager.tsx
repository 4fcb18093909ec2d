'use client';

import { useEffect } from 'react';
import { track } from '@/lib/tracking/data-layer';
import { shouldLoadTagManager } from '@/lib/tracking/tag-manager';

/** Injects Google Tag Manager after the page has loaded, unless the visitor asked not to be tracked. */
export function TagManager() {
  useEffect(() => {
    const gtmId = process.env.NEXT_PUBLIC_GTM_ID;
    const signals = {
      navigatorDoNotTrack: navigator.doNotTrack,
      windowDoNotTrack: (window as Window & { doNotTrack?: string | null }).doNotTrack,
    };
    if (!shouldLoadTagManager(gtmId, signals)) return;
    const inject = () => {
      if (document.getElementById('gtm-script')) return;
      track({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.id = 'gtm-script';
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
      document.head.appendChild(script);
    };
    if (document.readyState === 'complete') inject();
    else {
      window.addEventListener('load', inject, { once: true });
      return () => window.removeEventListener('load', inject);
    }
  }, []);
  return null;
}
