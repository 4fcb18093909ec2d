'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { preloadable } from '@/components/app/preloadable';
import { LeadCaptureContext } from './lead-capture-context';
import { ModalHost } from './modal-host';
import { createLeadCaptureStore } from './lead-capture-store';
import { registerModalPreload } from './modal-preload';

// The modal, the form, the phone widget and its metadata load at idle or on a visitor's intent
// (modal-preload.ts), not with the page.
const RequestCallModal = preloadable(() =>
  import('./request-call-modal').then((module) => module.RequestCallModal),
);
const TaiwanModal = preloadable(() =>
  import('./taiwan-modal').then((module) => module.TaiwanModal),
);
registerModalPreload('request-call', RequestCallModal.preload);
registerModalPreload('taiwan', TaiwanModal.preload);

/**
 * Holds the lead-capture state of docs/spec.md §3 and mounts the open modal (the questionnaire
 * and the spot wizard are mounted by the pages that offer them, inside their words).
 */
export function LeadCaptureProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createLeadCaptureStore);
  useEffect(() => {
    // The token code loads after the page: every page has it, none needs it to paint.
    void import('@/lib/tracking/storage').then(({ captureTrackingToken }) =>
      captureTrackingToken(),
    );
  }, []);

  return (
    <LeadCaptureContext.Provider value={store}>
      {children}
      <ModalHost modal="request-call" component={RequestCallModal} />
      <ModalHost modal="taiwan" component={TaiwanModal} />
    </LeadCaptureContext.Provider>
  );
}
