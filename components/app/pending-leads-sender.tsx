'use client';

import { useEffect } from 'react';
import { notify } from '@/lib/client/toast';
import type { SentDetail } from '@/lib/client/pending-leads';
import {
  mayHavePendingLeads,
  pendingLeadKeptEvent,
  pendingLeadSentEvent,
} from '@/lib/client/pending-leads-signal';

function isSentDetail(event: Event): event is CustomEvent<SentDetail> {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null;
}

/**
 * Sends the submissions this browser kept (docs/design.md §5) on every page load and as soon as
 * the connection returns, and tells the visitor when one has gone through. Its code loads after
 * the page has painted, and only when something is kept: now, or once a form keeps a submission
 * on this page (a first visit has nothing to send, issue 20's 200 kB).
 */
export function PendingLeadsSender({ copy }: { copy: { sent: string; refused: string } }) {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const start = (sendNow: boolean) =>
      void Promise.all([
        import('@/lib/client/pending-leads'),
        import('@/components/lead-capture/send-lead'),
      ]).then(([{ flushPending }, { reportStored }]) => {
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
          reportStored(after, outcome.id);
        };
        window.addEventListener('online', onOnline);
        window.addEventListener(pendingLeadSentEvent, onSent);
        detach = () => {
          window.removeEventListener('online', onOnline);
          window.removeEventListener(pendingLeadSentEvent, onSent);
        };
        if (sendNow) void flushPending(true);
      }, retryWhenOnline);
    // Kept while offline, the code cannot be fetched yet: left unhandled, the chunk's failure made
    // the page reload into the browser's offline page. The form that kept the submission has the
    // queue and retries on its own timer; this tries again when the connection returns.
    const onOnlineAgain = () => start(true);
    const retryWhenOnline = () => {
      if (!cancelled) window.addEventListener('online', onOnlineAgain, { once: true });
    };
    // Kept on this page: the queue's own timer retries; this adds the `online` wake-up and the notice.
    const onKept = () => start(false);
    if (mayHavePendingLeads()) start(true);
    else window.addEventListener(pendingLeadKeptEvent, onKept, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener(pendingLeadKeptEvent, onKept);
      window.removeEventListener('online', onOnlineAgain);
      detach?.();
    };
  }, [copy.sent, copy.refused]);

  return null;
}
