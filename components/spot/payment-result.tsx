'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/i18n/locales';
import { useLeadCaptureStore } from '@/components/lead-capture/lead-capture-context';
import { fetchPaymentStatus } from './booking-api';
import { SpotHost } from './spot-host';
import type { SpotStart } from './spot-modal';
import { readSpotSession, type SpotSession } from '@/lib/client/spot-session';
import styles from './spot.module.css';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'succeeded' | 'processing' | 'failed'; session: SpotSession }
  | { kind: 'unknown' };

/** What the page says and offers once the lead service has told the payment's status. */
async function readOutcome(search: string): Promise<Outcome> {
  const query = new URLSearchParams(search);
  const paymentIntent = query.get('payment_intent');
  const clientSecret = query.get('payment_intent_client_secret');
  const session = readSpotSession();
  if (!paymentIntent || !clientSecret || !session) return { kind: 'unknown' };
  const answer = await fetchPaymentStatus(paymentIntent, clientSecret);
  if (!answer) return { kind: 'unknown' };
  const withLead = { ...session, leadId: answer.leadId };
  if (answer.status === 'paid') return { kind: 'succeeded', session: withLead };
  if (answer.status === 'processing') return { kind: 'processing', session: withLead };
  return { kind: 'failed', session: withLead };
}

/**
 * The /success page's leaf: reads `payment_intent` from the address Stripe returned to, asks the
 * lead service for its status and continues the booking, or explains a failure and offers a retry.
 */
export function PaymentResult() {
  const t = useTranslations('PaymentResult');
  const locale = useLocale();
  const store = useLeadCaptureStore();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [start, setStart] = useState<SpotStart | undefined>();

  useEffect(() => {
    let current = true;
    void readOutcome(window.location.search).then((found) => {
      if (!current) return;
      setOutcome(found);
      // A paid visitor continues straight at the wizard's success step.
      if (found.kind === 'succeeded') open({ step: 4, session: found.session, paid: true });
    });
    return () => {
      current = false;
    };
    // Read once, from the address the visitor came back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function open(next: SpotStart) {
    setStart(next);
    const focused = document.activeElement;
    store.getState().openModal('spot', focused instanceof HTMLElement ? focused : null);
  }

  const clubPath =
    outcome.kind !== 'checking' && outcome.kind !== 'unknown'
      ? outcome.session.returnPath
      : localizedPath(locale, '/dubai-insiders-club');
  const club = (
    <a href={clubPath} className="button button-secondary">
      {t('backToClub')}
    </a>
  );

  return (
    <>
      {outcome.kind === 'checking' && <p role="status">{t('checking')}</p>}
      {(outcome.kind === 'succeeded' || outcome.kind === 'processing') && (
        <>
          <p role="status">{t(outcome.kind)}</p>
          <div className={styles.actions}>
            {club}
            <button
              type="button"
              className="button button-primary"
              onClick={() =>
                open({
                  step: outcome.kind === 'succeeded' ? 4 : 5,
                  session: outcome.session,
                  paid: true,
                })
              }
            >
              {t('schedule')}
            </button>
          </div>
        </>
      )}
      {outcome.kind === 'failed' && (
        <div role="alert">
          <h2>{t('failedTitle')}</h2>
          <p>{t('failed')}</p>
          <div className={styles.actions}>
            {club}
            <button
              type="button"
              className="button button-primary"
              onClick={() => open({ step: 3, session: outcome.session, paid: false })}
            >
              {t('retry')}
            </button>
          </div>
        </div>
      )}
      {outcome.kind === 'unknown' && (
        <>
          <p role="status">{t('unknown')}</p>
          <div className={styles.actions}>{club}</div>
        </>
      )}
      {start && <SpotHost key={`${start.step}-${start.paid}`} start={start} />}
    </>
  );
}
