'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { showToast } from '@/lib/client/toast';
import { localeInfo } from '@/lib/i18n/locales';
import { dubaiDate, nearestSlot, timesByDate, upcomingSlots, type Slot } from '@/lib/booking/slots';
import { maxSlotDays } from '@/lib/booking/rules';
import { spotStepSchemas, spotWizardSchema, type SpotWizardInput } from '@/lib/leads/spot-wizard';
import { sendLead } from '@/components/lead-capture/send-lead';
import { spotBookingSubmission, type BotTrapAnswer } from '@/components/lead-capture/submit-lead';
import { fetchFreeSlots } from './booking-api';
import { bookingProblem } from './booking-problems';
import { TimeChoices } from './time-choices';
import type { SpotReservation } from './spot-modal';
import styles from './spot.module.css';

// react-day-picker and its date-fns locale load with this step.
const BookingCalendar = dynamic(
  () => import('./booking-calendar').then((module) => module.BookingCalendar),
  {
    ssr: false,
    loading: () => <div className={styles.calendarPlaceholder} aria-hidden="true" />,
  },
);

type Props = {
  agentId: string | null;
  reservation: SpotReservation;
  bot: BotTrapAnswer;
  onBooked: (slot: Slot) => void;
  /** The contact steps' values no longer pass the whole form's check: back to the step to fix. */
  onFixContact: (step: 1 | 2) => void;
};

/** Step 5: the expert's free half hours; booking creates the lead (docs/spec.md §4). */
export function ScheduleStep({ agentId, reservation, bot, onBooked, onFixContact }: Props) {
  const t = useTranslations('SpotModal');
  const locale = useLocale();
  const id = useId();
  const { getValues } = useFormContext<SpotWizardInput>();
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  // The click's own guard: state set by one click is not yet seen by a second one in the same frame.
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);

  const loadSlots = useCallback(async () => {
    const found = agentId ? await fetchFreeSlots(agentId, dubaiDate(new Date()), maxSlotDays) : [];
    const upcoming = upcomingSlots(found ?? [], new Date());
    setSlots(upcoming);
    const nearest = nearestSlot(upcoming, new Date());
    setDate(nearest?.date ?? null);
    setTime(nearest?.time ?? null);
  }, [agentId]);

  useEffect(() => {
    // Loading free times is this step's subscription to the server's calendar.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadSlots();
  }, [loadSlots]);

  const byDate = useMemo(() => timesByDate(slots ?? []), [slots]);
  const freeDates = useMemo(() => new Set(byDate.keys()), [byDate]);

  /**
   * Book the chosen time. Every way out either sends the booking or says why not (issue 34: a
   * tap on Book sometimes did nothing at all: a check of the contact steps that failed, or the
   * validation code that did not load, returned without a word and left the step as it was).
   */
  async function book() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBooking(true);
    setProblem(null);
    try {
      await sendBooking();
    } catch {
      setProblem(t('error'));
    } finally {
      inFlight.current = false;
      setBooking(false);
    }
  }

  async function sendBooking() {
    const slot = date && time ? { date, time } : null;
    if (!slot || !spotStepSchemas[5].safeParse({ s1: slot }).success) {
      const [title, text] = [t('schedule.warning'), t('schedule.chooseTime')];
      showToast((toast) =>
        toast(
          <span>
            <strong>{title}</strong>
            <br />
            {text}
          </span>,
          { duration: 3000, icon: '⚠️' },
        ),
      );
      return;
    }
    if (!agentId) {
      setProblem(t('error'));
      return;
    }
    const contact = spotWizardSchema.safeParse(getValues());
    if (!contact.success) {
      // A field of steps 1 and 2 changed since they were checked (the phone widget's country):
      // the visitor is taken to it, with its message, rather than left on a button that does nothing.
      const fields = new Set(contact.error.issues.map((issue) => String(issue.path[0])));
      onFixContact(fields.has('name') || fields.has('email') ? 1 : 2);
      return;
    }
    const { name, email, phone } = contact.data;
    await sendLead({
      submission: (token) =>
        spotBookingSubmission(
          { name, email, phone, s1: slot, agentId, leadId: reservation.leadId ?? undefined },
          { locale, token, ...bot },
        ),
      answer: async (result) => {
        if (result.ok) return 'sent';
        // Kept to be sent later or not, the booking is not made yet: the step stays.
        const problem = bookingProblem(result.code, result.status);
        setProblem(t(problem));
        // The slot went meanwhile: the free times are read again.
        if (problem === 'schedule.taken') await loadSlots();
        return 'refused';
      },
      close: () => onBooked(slot),
    });
  }

  const times = date ? (byDate.get(date) ?? []) : [];
  return (
    <div>
      <p className={styles.marker} aria-label={t('schedule.markerLabel', { step: 1, total: 2 })}>
        {t('schedule.marker', { step: 1, total: 2 })}
      </p>
      {!reservation.paid && <p className={styles.notice}>{t('schedule.unpaid')}</p>}
      {slots === null ? (
        <p role="status" className={styles.note}>
          {t('schedule.loading')}
        </p>
      ) : slots.length === 0 ? (
        <p role="status" className={styles.note}>
          {t('schedule.noSlots')}
        </p>
      ) : (
        <div className={styles.schedule}>
          <p id={`${id}-date`} className="visually-hidden">
            {t('schedule.date')}
          </p>
          <BookingCalendar
            locale={locale}
            dir={localeInfo[locale].dir}
            freeDates={freeDates}
            selected={date}
            lastDate={slots.at(-1)?.date ?? null}
            labelledBy={`${id}-date`}
            onSelect={(day) => {
              setDate(day);
              setTime(null);
            }}
          />
          {date && <TimeChoices date={date} times={times} value={time} onChange={setTime} />}
        </div>
      )}
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      <div className={styles.actions}>
        <span />
        <button
          type="button"
          className="button button-primary"
          // aria-disabled while booking keeps the keyboard's focus on the button.
          aria-disabled={booking}
          disabled={!agentId}
          onClick={() => void book()}
        >
          {booking ? t('schedule.booking') : t('schedule.book')}
        </button>
      </div>
    </div>
  );
}
