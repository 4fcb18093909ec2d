'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { lazyPart } from '@/components/app/lazy-part';
import { TimeChoices } from '@/components/spot/time-choices';
import spotStyles from '@/components/spot/spot.module.css';
import { localeInfo } from '@/lib/i18n/locales';
import { dubaiTimeZone, maxSlotDays } from '@/lib/booking/rules';
import {
  dubaiDate,
  formatSlotWhen,
  timesByDate,
  upcomingSlots,
  type Slot,
} from '@/lib/booking/slots';
import type { CallAction } from './manage-api';
import styles from './manage-booking.module.css';

// react-day-picker and its date-fns locale load only when the investor picks a time.
const BookingCalendar = lazyPart(
  () => import('@/components/spot/booking-calendar').then((module) => module.BookingCalendar),
  <div className={spotStyles.calendarPlaceholder} aria-hidden="true" />,
);

type Props = {
  token: string;
  agentId: string;
  /** The call booked now; none when the investor is to choose one. */
  call: Slot | undefined;
  phone: string;
};

type Step =
  { kind: 'idle' } | { kind: 'pick' } | { kind: 'confirm'; action: CallAction; slot?: Slot };

/**
 * The manage page's changes (docs/design.md §11): move the call to another free slot of the same
 * expert, cancel it, or choose one. Each is a POST behind a confirmation button; a slot someone
 * else took a moment before is a 409, answered with a message and the free times read again.
 */
export function CallChanges({ token, agentId, call, phone }: Props) {
  const t = useTranslations('ManageBooking');
  const locale = useLocale();
  const language = localeInfo[locale].iso;
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  const picking = step.kind === 'pick' || (!call && step.kind === 'idle');

  const loadSlots = useCallback(async () => {
    setSlots(null);
    // The answers' schemas (zod) load with the first reading, not with the page (issue 10's budget).
    const { fetchFreeSlots } = await import('@/components/spot/booking-api');
    const found = await fetchFreeSlots(agentId, dubaiDate(new Date()), maxSlotDays);
    const upcoming = upcomingSlots(found ?? [], new Date());
    setSlots(upcoming);
    setDate(upcoming[0]?.date ?? null);
    setTime(upcoming[0]?.time ?? null);
  }, [agentId]);

  useEffect(() => {
    // Reading the free times is this view's subscription to the expert's calendar.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (picking) void loadSlots();
  }, [picking, loadSlots]);

  // Each new view takes the keyboard's focus to its first words, so nobody is left on a button
  // that has gone.
  useEffect(() => {
    focusTarget.current?.focus();
  }, [step.kind, done]);

  const byDate = useMemo(() => timesByDate(slots ?? []), [slots]);
  const chosen = date && time ? { date, time } : undefined;
  const when = (slot: Slot) => formatSlotWhen(slot, language, dubaiTimeZone, true);

  async function confirm(action: CallAction, slot: Slot | undefined) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    const { sendCallChange } = await import('./manage-api');
    const outcome = await sendCallChange({ token, action, slot, agentId });
    setSending(false);
    if (outcome === 'changed') {
      setDone(t(action === 'move' ? 'moved' : action === 'cancel' ? 'cancelled' : 'booked'));
      setStep({ kind: 'idle' });
      router.refresh();
    } else if (outcome === 'taken') {
      setProblem(t('taken'));
      setStep({ kind: 'pick' });
      await loadSlots();
    } else {
      setProblem(t('error', { phone }));
      if (outcome === 'refused') router.refresh();
    }
  }

  const setFocus = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };

  return (
    <div className={styles.changes}>
      {done && (
        <p role="status" tabIndex={-1} ref={setFocus} className={styles.done}>
          {done}
        </p>
      )}
      <p role="alert" className={spotStyles.problem}>
        {problem}
      </p>
      {step.kind === 'idle' && call && (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setStep({ kind: 'pick' })}
          >
            {t('move')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setStep({ kind: 'confirm', action: 'cancel' })}
          >
            {t('cancel')}
          </button>
        </div>
      )}
      {picking && (
        <section aria-labelledby={`${id}-pick`}>
          <h2 id={`${id}-pick`} tabIndex={-1} ref={call ? setFocus : undefined}>
            {call ? t('pickTitle') : t('freeTimes')}
          </h2>
          {slots === null ? (
            <p role="status" className={spotStyles.note}>
              {t('loading')}
            </p>
          ) : slots.length === 0 ? (
            <p role="status" className={spotStyles.note}>
              {t('noSlots', { phone })}
            </p>
          ) : (
            <div className={spotStyles.schedule}>
              <BookingCalendar
                locale={locale}
                dir={localeInfo[locale].dir}
                freeDates={new Set(byDate.keys())}
                selected={date}
                lastDate={slots.at(-1)?.date ?? null}
                labelledBy={`${id}-pick`}
                onSelect={(day) => {
                  setDate(day);
                  setTime(null);
                }}
              />
              {date && (
                <TimeChoices
                  date={date}
                  times={byDate.get(date) ?? []}
                  value={time}
                  onChange={setTime}
                />
              )}
            </div>
          )}
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button-primary"
              disabled={!chosen}
              onClick={() =>
                setStep({ kind: 'confirm', action: call ? 'move' : 'choose', slot: chosen })
              }
            >
              {t('choose')}
            </button>
            {call && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setStep({ kind: 'idle' })}
              >
                {t('back')}
              </button>
            )}
          </div>
        </section>
      )}
      {step.kind === 'confirm' && (
        <div role="group" aria-labelledby={`${id}-confirm`} className={styles.confirm}>
          <p id={`${id}-confirm`} tabIndex={-1} ref={setFocus} className={styles.question}>
            {step.action === 'cancel' && call
              ? t('confirmCancel', { date: when(call) })
              : t(step.action === 'move' ? 'confirmMove' : 'confirmChoose', {
                  date: step.slot ? when(step.slot) : '',
                })}
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button-primary"
              aria-disabled={sending}
              onClick={() => void confirm(step.action, step.slot)}
            >
              {sending ? t('working') : t('confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                setStep(step.action === 'cancel' ? { kind: 'idle' } : { kind: 'pick' })
              }
            >
              {t('back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
