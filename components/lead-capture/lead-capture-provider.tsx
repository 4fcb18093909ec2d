'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LeadCaptureContext } from './lead-capture-context';
import { createLeadCaptureStore } from './lead-capture-store';
import { registerModalPreload } from './modal-preload';

// The modal, the form, the phone widget and its metadata load at idle or on a visitor's intent
// (modal-preload.ts), not with the page.
const RequestCallModal = dynamic(() =>
  import('./request-call-modal').then((module) => module.RequestCallModal),
);
const TaiwanModal = dynamic(() => import('./taiwan-modal').then((module) => module.TaiwanModal));
registerModalPreload('request-call', () => import('./request-call-modal'));
registerModalPreload('taiwan', () => import('./taiwan-modal'));

/**
 * Holds the lead-capture state of docs/spec.md §3 and mounts the open modal (the questionnaire
 * and the spot wizard are mounted by the pages that offer them, inside their words).
 */
export function LeadCaptureProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLeadCaptureStore);
  // Deferred, so the modal renders in a transition: its code, fetched at idle or on intent, is
  // waited for without a Suspense fallback, and the dialog and its form come in one commit.
  const currentModal = useDeferredValue(useStore(store, (state) => state.currentModal));

  useEffect(() => {
    // The token code loads after the page: every page has it, none needs it to paint.
    void import('@/lib/tracking/storage').then(({ captureTrackingToken }) =>
      captureTrackingToken(),
    );
  }, []);

  return (
    <LeadCaptureContext.Provider value={store}>
      {children}
      {currentModal === 'request-call' && <RequestCallModal />}
      {currentModal === 'taiwan' && <TaiwanModal />}
    </LeadCaptureContext.Provider>
  );
}
