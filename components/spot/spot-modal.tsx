'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import {
  spotWizardSchema,
  type SpotWizardInput,
  type SpotWizardValues,
} from '@/lib/leads/spot-wizard';
import { canMoveTo, spotStepFields, type SpotStep, walkedStep } from '@/lib/leads/spot-steps';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Slot } from '@/lib/booking/slots';
import { genderSelector } from '@/lib/leads/agent';
import { AgentCard } from '@/components/lead-capture/agent-card';
import { useBotTrap } from '@/components/form-fields/bot-trap';
import { ModalShell } from '@/components/lead-capture/modal-shell';
import { useAssignedAgent } from '@/components/lead-capture/use-assigned-agent';
import { newIdempotencyKey } from './booking-api';
import { PhoneStep, WelcomeStep } from './contact-steps';
import { ScheduleStep } from './schedule-step';
import type { SpotSession } from '@/lib/client/spot-session';
import { PaymentSuccessStep, ThanksStep } from './result-steps';
import styles from './spot.module.css';

// Stripe's React bindings load with the payment step, not with the wizard.
const PaymentStep = dynamic(() => import('./payment-step').then((module) => module.PaymentStep), {
  ssr: false,
});

/** Where the wizard starts: step 1, or where a visitor who left for a payment page comes back. */
export type SpotStart = { step: SpotStep; session: SpotSession; paid: boolean };

/** What the wizard knows about the reservation of step 3. */
export type SpotReservation = { leadId: string | null; paid: boolean };

/** The spot modal of docs/spec.md §2: six steps from contact details to a booked expert call. */
export function SpotModal({ start }: { start?: SpotStart }) {
  const t = useTranslations('SpotModal');
  const locale = useLocale();
  const agent = useAssignedAgent(locale);
  const trap = useBotTrap();
  // The optional marketing box of step 1 travels with the reservation and the booking.
  const [marketing, setMarketing] = useState(false);
  const bot = { ...trap, marketingConsent: marketing };
  const [step, setStepState] = useState<SpotStep>(start?.step ?? 1);
  const [reservation, setReservation] = useState<SpotReservation>({
    leadId: start?.session.leadId ?? null,
    paid: start?.paid ?? false,
  });
  const [booked, setBooked] = useState<Slot | null>(null);
  // Whether the visitor will see step 4 (payment confirmed): not without Stripe, nor once step 3
  // found online payment unavailable.
  const [withPaymentConfirmation, setWithPaymentConfirmation] = useState(
    Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) || (start?.paid ?? false),
  );
  const [idempotencyKey] = useState(() => start?.session.idempotencyKey ?? newIdempotencyKey());
  const form = useForm<SpotWizardInput, unknown, SpotWizardValues>({
    resolver: zodResolver(spotWizardSchema),
    defaultValues: {
      name: start?.session.name ?? '',
      email: start?.session.email ?? '',
      phone: start?.session.phone ?? '',
      // A resumed booking's phone was checked against its country before the visitor left.
      country: start ? undefined : 'AE',
    },
    mode: 'onTouched',
  });
  const stepRef = useRef<HTMLDivElement>(null);
  const movedByVisitor = useRef(false);

  // A new step replaces the content under the visitor's focus: focus its first field, else button.
  useEffect(() => {
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    const container = stepRef.current;
    const target = ['[data-autofocus]', 'input:not([tabindex="-1"]):not([type="hidden"])', 'button']
      .map((selector) => container?.querySelector<HTMLElement>(`${selector}:not([disabled])`))
      .find(Boolean);
    target?.focus();
  }, [step]);

  /** docs/spec.md §4's `setStep`: the current step's fields are validated before moving on. */
  async function setStep(target: SpotStep) {
    const fields = step === 1 || step === 2 ? spotStepFields[step] : [];
    // The first field in error takes the focus as soon as it is known (the Next button's own
    // move waits for the field to show its error, which a busy phone may render a frame later).
    const valid =
      target < step || step >= 3 || (await form.trigger([...fields], { shouldFocus: true }));
    if (!canMoveTo(target, step, valid)) return;
    movedByVisitor.current = true;
    form.clearErrors();
    setStepState(target);
  }

  const titles: Record<SpotStep, string> = {
    1: t('welcome.title'),
    2: t('phone.title'),
    3: t('payment.title'),
    4: t('success.title'),
    5: t('schedule.title'),
    6: t('thanks.title'),
  };
  const intros: Partial<Record<SpotStep, string>> = {
    1: t('welcome.intro'),
    2: t('phone.intro'),
  };
  const withExpert = step >= 5 && agent;

  return (
    <ModalShell
      title={titles[step]}
      intro={intros[step]}
      closeLabel={t('close')}
      wide={Boolean(withExpert)}
    >
      {(close) => (
        <FormProvider {...form}>
          <p className="visually-hidden" aria-live="polite">
            {t('stepStatus', { ...walkedStep(step, withPaymentConfirmation), title: titles[step] })}
          </p>
          <div className={withExpert ? styles.withExpert : undefined}>
            <div ref={stepRef} className={styles.step}>
              {step === 1 && (
                <WelcomeStep
                  onCancel={close}
                  onNext={() => setStep(2)}
                  marketing={{ checked: marketing, onChange: setMarketing }}
                />
              )}
              {step === 2 && <PhoneStep onBack={() => setStep(1)} onNext={() => setStep(3)} />}
              {step === 3 && (
                <PaymentStep
                  bot={bot}
                  idempotencyKey={idempotencyKey}
                  onBack={() => setStep(2)}
                  onReserved={(leadId) => setReservation({ leadId, paid: false })}
                  onPaid={(leadId) => {
                    setReservation({ leadId, paid: true });
                    setWithPaymentConfirmation(true);
                    void setStep(4);
                  }}
                  onUnpaid={(leadId) => {
                    setReservation({ leadId, paid: false });
                    setWithPaymentConfirmation(false);
                    void setStep(5);
                  }}
                />
              )}
              {step === 4 && <PaymentSuccessStep onOk={() => setStep(5)} />}
              {step === 5 && (
                <ScheduleStep
                  agentId={agent?.id ?? null}
                  reservation={reservation}
                  bot={bot}
                  onBooked={(slot) => {
                    setBooked(slot);
                    void setStep(6);
                  }}
                  onFixContact={(target) => {
                    movedByVisitor.current = true;
                    setStepState(target);
                    void form.trigger([...spotStepFields[target]]);
                  }}
                />
              )}
              {step === 6 && booked && (
                <ThanksStep slot={booked} expert={agent ?? null} onClose={close} />
              )}
            </div>
            {withExpert && (
              <aside
                className={styles.expert}
                aria-label={t('expert', { gender: genderSelector(agent) })}
              >
                <AgentCard agent={agent} />
              </aside>
            )}
          </div>
          {trap.trap}
        </FormProvider>
      )}
    </ModalShell>
  );
}
