'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import {
  flushPending,
  pendingLeadSentEvent,
  type SentDetail,
} from '@/components/lead-capture/pending-leads';
import { postConversion, pushDataLayer } from '@/components/lead-capture/submit-lead';

function isSentDetail(event: Event): event is CustomEvent<SentDetail> {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null;
}

/**
 * Sends the submissions this browser kept (DESIGN.md section 5) on every page load and as soon as
 * the connection returns, and tells the visitor when one has gone through.
 */
export function PendingLeadsSender() {
  const t = useTranslations('PendingLeads');

  useEffect(() => {
    const onOnline = () => void flushPending(true);
    const onSent = (event: Event) => {
      if (!isSentDetail(event)) return;
      const { after, outcome } = event.detail;
      if (outcome.status === 'refused') {
        toast.error(t('refused'), { duration: 8000 });
        return;
      }
      toast.success(t('sent'), { duration: 5000 });
      pushDataLayer(after.event);
      if (after.conversion) postConversion(outcome.id);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener(pendingLeadSentEvent, onSent);
    void flushPending(true);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener(pendingLeadSentEvent, onSent);
    };
  }, [t]);

  return null;
}
