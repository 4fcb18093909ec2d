'use client';

import { useEffect } from 'react';
import { notify } from '@/lib/client/toast';
import type { SentDetail } from '@/lib/client/pending-leads';

function isSentDetail(event: Event): event is CustomEvent<SentDetail> {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null;
}

/**
 * Sends the submissions this browser kept (docs/design.md §5) on every page load and as soon as
 * the connection returns, and tells the visitor when one has gone through. Its code loads after
 * the page has painted: every page has it, none needs it to paint.
 */
export function PendingLeadsSender({ copy }: { copy: { sent: string; refused: string } }) {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('@/lib/client/pending-leads'),
      import('@/components/lead-capture/submit-lead'),
      import('@/lib/tracking/data-layer'),
    ]).then(([{ flushPending, pendingLeadSentEvent }, { postConversion }, { track }]) => {
      if (cancelled) return;
      const onOnline = () => void flushPending(true);
      const onSent = (event: Event) => {
        if (!isSentDetail(event)) return;
        const { after, outcome } = event.detail;
        if (outcome.status === 'refused') {
          notify('error', copy.refused, 8000);
          return;
        }
        notify('success', copy.sent, 5000);
        if (after.event) track({ event: after.event });
        if (after.conversion) postConversion(outcome.id);
      };
      window.addEventListener('online', onOnline);
      window.addEventListener(pendingLeadSentEvent, onSent);
      detach = () => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener(pendingLeadSentEvent, onSent);
      };
      void flushPending(true);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [copy.sent, copy.refused]);

  return null;
}
