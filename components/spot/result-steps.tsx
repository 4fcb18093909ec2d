'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/lib/i18n/locales';
import { genderSelector, type Agent } from '@/lib/leads/agent';
import { agentName } from '@/lib/leads/agent-names';
import { site } from '@/lib/site';
import { callInvite } from '@/lib/booking/call-invite';
import { dubaiTimeZone } from '@/lib/booking/rules';
import { formatSlotDate, formatSlotTime, type Slot } from '@/lib/booking/slots';
import styles from './spot.module.css';

/** Step 4: the payment went through; Ok leads to the calendar. */
export function PaymentSuccessStep({ onOk }: { onOk: () => void }) {
  const t = useTranslations('SpotModal');
  return (
    <>
      <p className={styles.lead}>{t('success.text')}</p>
      <div className={styles.actions}>
        <span />
        <button type="button" className="button button-primary" onClick={onOk}>
          {t('success.ok')}
        </button>
      </div>
    </>
  );
}

type ThanksProps = { slot: Slot; expert: Agent | null; onClose: () => void };

/** Step 6: the reservation is confirmed; the call can go into the visitor's calendar. */
export function ThanksStep({ slot, expert, onClose }: ThanksProps) {
  const t = useTranslations('SpotModal');
  const locale = useLocale();
  const language = localeInfo[locale].iso;
  const expertName = expert ? agentName(expert, locale) : t('thanks.yourExpert');
  // The expert's words take their gender (Ihre Expertin, votre experte, המומחית תתקשר).
  const gender = expert ? genderSelector(expert) : 'other';
  const invite = callInvite({
    slot,
    title: t('thanks.eventTitle', { expert: expertName }),
    description: t('thanks.eventDescription', {
      expert: expertName,
      phone: site.phone.display,
      gender,
    }),
    uid: `spot-${slot.date}-${slot.time.replace(':', '')}@meridiangate.ae`,
  });

  return (
    <>
      <p className={styles.marker}>{t('schedule.marker', { step: 2, total: 2 })}</p>
      <p className={styles.lead}>{t('thanks.text', { gender })}</p>
      <p className={styles.callTime}>
        {t('thanks.call', {
          date: formatSlotDate(slot, language),
          time: formatSlotTime(slot, language, dubaiTimeZone),
        })}
      </p>
      <div className={styles.actions}>
        <a
          className="button button-secondary"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(invite)}`}
          download="dubai-insiders-club-call.ics"
        >
          {t('thanks.addToCalendar')}
        </a>
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('thanks.close')}
        </button>
      </div>
    </>
  );
}
