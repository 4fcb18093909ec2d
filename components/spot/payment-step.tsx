'use client';

import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Elements } from '@stripe/react-stripe-js';
import type { SpotWizardInput } from '@/lib/leads/spot-wizard';
import { ensureAttributedUrl, type BotTrapAnswer } from '@/components/lead-capture/submit-lead';
import { reserveSpot, type Reservation } from './booking-api';
import { PaymentForm } from './payment-form';
import styles from './spot.module.css';

const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

type Props = {
  bot: BotTrapAnswer;
  idempotencyKey: string;
  onBack: () => void;
  onReserved: (leadId: string) => void;
  onPaid: (leadId: string) => void;
  /** No online payment: the booking goes on as an unpaid reservation. */
  onUnpaid: (leadId: string | null) => void;
};

let stripePromise: Promise<Stripe | null> | null = null;

/**
 * Step 3: the reservation is stored, then Stripe's Payment Element takes the card. Without Stripe
 * (no key, or the service answers 503) the step says so and the booking continues unpaid.
 */
export function PaymentStep({ bot, idempotencyKey, onBack, onReserved, onPaid, onUnpaid }: Props) {
  const t = useTranslations('SpotModal');
  const tPending = useTranslations('PendingLeads');
  const locale = useLocale();
  const { getValues } = useFormContext<SpotWizardInput>();
  const [reservation, setReservation] = useState<Reservation | null>(
    publishableKey ? null : { kind: 'unavailable' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    const { name, email, phone } = getValues();
    void reserveSpot({
      contact: { name, email, phone },
      locale,
      token: ensureAttributedUrl(),
      bot,
      idempotencyKey,
    }).then((answer) => {
      if (!current) return;
      if (answer.kind === 'ready') {
        stripePromise ??= loadStripe(publishableKey);
        onReserved(answer.leadId);
      }
      setReservation(answer);
    });
    return () => {
      current = false;
    };
    // One reservation per attempt; the callbacks and the contact are read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const back = (
    <button type="button" className="button button-secondary" onClick={onBack}>
      {t('back')}
    </button>
  );

  if (!reservation) {
    return (
      <>
        <p role="status" className={styles.note}>
          {t('payment.loading')}
        </p>
        <div className={styles.actions}>{back}</div>
      </>
    );
  }

  if (reservation.kind === 'unavailable') {
    return (
      <>
        <div role="status" className={styles.notice}>
          <p className={styles.noticeTitle}>{t('payment.unavailableTitle')}</p>
          <p>{t('payment.unavailable')}</p>
        </div>
        <div className={styles.actions}>
          {back}
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={() => onUnpaid(reservation.leadId ?? null)}
          >
            {t('payment.continue')}
          </button>
        </div>
      </>
    );
  }

  if (reservation.kind === 'error' || !stripePromise) {
    return (
      <>
        <p role="alert" className={styles.problem}>
          {reservation.kind === 'error' && reservation.queued ? tPending('queued') : t('error')}
        </p>
        <div className={styles.actions}>
          {back}
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setReservation(null);
              setAttempt((count) => count + 1);
            }}
          >
            {t('payment.retry')}
          </button>
        </div>
      </>
    );
  }

  return (
    <Elements
      stripe={stripePromise}
      options={{
        clientSecret: reservation.clientSecret,
        locale,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0b2540' } },
      }}
    >
      <PaymentForm
        reservation={reservation}
        idempotencyKey={idempotencyKey}
        back={back}
        onPaid={() => onPaid(reservation.leadId)}
      />
    </Elements>
  );
}
