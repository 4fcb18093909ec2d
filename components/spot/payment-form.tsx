'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { localeInfo, localizedPath } from '@/lib/i18n/locales';
import type { SpotWizardInput } from '@/lib/leads/spot-wizard';
import { saveSpotSession } from '@/lib/client/spot-session';
import styles from './spot.module.css';

type Props = {
  reservation: { leadId: string; amount: number; currency: string };
  idempotencyKey: string;
  back: ReactNode;
  onPaid: () => void;
};

/** The fee in the visitor's number format: Stripe counts fils, the page shows dirhams. */
function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/**
 * The Payment Element and the Pay button. Cards are confirmed here (`redirect: 'if_required'`);
 * methods that leave the site come back to the localized /success page, which reads the session.
 */
export function PaymentForm({ reservation, idempotencyKey, back, onPaid }: Props) {
  const t = useTranslations('SpotModal');
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const { getValues } = useFormContext<SpotWizardInput>();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const price = formatPrice(reservation.amount, reservation.currency, localeInfo[locale].iso);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setProblem(null);
    const { name, email, phone } = getValues();
    saveSpotSession({
      name,
      email,
      phone,
      leadId: reservation.leadId,
      returnPath: window.location.pathname,
      idempotencyKey,
    });
    const returnUrl = new URL(localizedPath(locale, '/success'), window.location.origin);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl.href },
      redirect: 'if_required',
    });
    setPaying(false);
    const status = result.error ? null : result.paymentIntent.status;
    if (status === 'succeeded' || status === 'processing') onPaid();
    // Stripe's own message is in the page's language and says what to fix (a declined card).
    else setProblem(result.error?.message ?? t('payment.failed'));
  }

  return (
    <form onSubmit={pay} noValidate aria-busy={paying}>
      <p className={styles.price}>{t('payment.price', { price })}</p>
      {!ready && (
        <p role="status" className={styles.note}>
          {t('payment.loading')}
        </p>
      )}
      <div className={styles.paymentElement}>
        <PaymentElement onReady={() => setReady(true)} />
      </div>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      <div className={styles.actions}>
        {back}
        <button
          type="submit"
          className="button button-primary"
          disabled={!stripe || !ready}
          aria-disabled={paying}
        >
          {paying ? t('payment.paying') : t('payment.pay', { price })}
        </button>
      </div>
    </form>
  );
}
