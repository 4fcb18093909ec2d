'use client';

import { useEffect } from 'react';
import { useMessages } from 'next-intl';
import { track } from '@/lib/tracking/data-layer';
import { mayLoadTagManager, type ConsentChoice } from '@/lib/consent/consent';
import {
  browserRefusesTracking,
  currentConsent,
  hasStoredChoice,
  onConsentChange,
  pushConsentUpdate,
} from '@/lib/consent/consent-client';

function injectTagManager(gtmId: string) {
  if (document.getElementById('gtm-script')) return;
  track({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/** After the page has loaded and the browser is idle: nothing of this competes with the page. */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(run, { timeout: 2000 });
    else timer = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** The campaign token follows the marketing choice: kept for later visits only with it. */
function applyTokenConsent(choice: ConsentChoice) {
  void import('@/lib/tracking/storage').then(({ followMarketingConsent }) =>
    followMarketingConsent(choice.marketing),
  );
}

/**
 * Consent first (docs/design.md §15): the banner loads after the page when no choice is stored (and
 * the browser does not refuse tracking on its own); Google Tag Manager loads only once analytics or
 * marketing was allowed, never with Global Privacy Control or Do-Not-Track.
 */
export function TagManager() {
  const consentCopy = useMessages().Consent;
  useEffect(() => {
    const gtmId = process.env.NEXT_PUBLIC_GTM_ID;
    const stopListening = onConsentChange((choice) => {
      applyTokenConsent(choice);
      if (mayLoadTagManager(gtmId, choice)) injectTagManager(gtmId);
    });
    const stopWaiting = whenSettled(() => {
      if (hasStoredChoice()) {
        const choice = currentConsent();
        pushConsentUpdate(choice);
        if (mayLoadTagManager(gtmId, choice)) injectTagManager(gtmId);
      } else if (!browserRefusesTracking()) {
        void import('@/components/consent/consent-banner').then(({ showConsentBanner }) =>
          showConsentBanner(consentCopy),
        );
      }
    });
    return () => {
      stopListening();
      stopWaiting();
    };
  }, [consentCopy]);
  return null;
}
