'use client';

import { lazyPart } from '@/components/app/lazy-part';
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { loadWithIntl } from '@/components/app/load-with-intl';
import { LeadCaptureContext } from './lead-capture-context';
import { createLeadCaptureStore } from './lead-capture-store';
import { registerModalPreload } from './modal-preload';

// The modal, the form, the phone widget and its metadata load at idle or on a visitor's intent
// (modal-preload.ts), not with the page.
const RequestCallModal = lazyPart(
  loadWithIntl(() => import('./request-call-modal').then((module) => module.RequestCallModal)),
);
const TaiwanModal = lazyPart(
  loadWithIntl(() => import('./taiwan-modal').then((module) => module.TaiwanModal)),
);
registerModalPreload('request-call', RequestCallModal.preload);
registerModalPreload('taiwan', TaiwanModal.preload);

/**
 * Holds the lead-capture state of docs/spec.md §3 and mounts the open modal (the questionnaire
 * is mounted by the pages that offer it: QuestionnaireHost).
 */
export function LeadCaptureProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLeadCaptureStore);
  const currentModal = useStore(store, (state) => state.currentModal);

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
