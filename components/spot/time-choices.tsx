'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localeInfo } from '@/lib/i18n/locales';
import { dubaiTimeZone } from '@/lib/booking/rules';
import {
  differsFromDubai,
  formatSlotDate,
  formatSlotTime,
  visitorTimeZone,
} from '@/lib/booking/slots';
import styles from './spot.module.css';

type Props = {
  date: string;
  times: readonly string[];
  value: string | null;
  onChange: (time: string) => void;
};

/** The free half hours of one day in Dubai time, and in the visitor's own time when it differs. */
export function TimeChoices({ date, times, value, onChange }: Props) {
  const t = useTranslations('SpotModal');
  const locale = useLocale();
  const language = localeInfo[locale].iso;
  const name = useId();
  const [ownZone] = useState(visitorTimeZone);
  const first = times[0];

  return (
    <fieldset className={styles.times}>
      <legend>
        {t('schedule.times', {
          date: first ? formatSlotDate({ date, time: first }, language) : date,
        })}
      </legend>
      {times.length === 0 && <p className={styles.note}>{t('schedule.noTimes')}</p>}
      <div className={styles.timeList}>
        {times.map((time) => {
          const slot = { date, time };
          return (
            <label key={time} className={styles.time}>
              <input
                type="radio"
                name={name}
                value={time}
                checked={value === time}
                onChange={() => onChange(time)}
              />
              <span>{formatSlotTime(slot, language, dubaiTimeZone)}</span>
              {differsFromDubai(slot, ownZone) && (
                <small>
                  {t('schedule.yourTime', { time: formatSlotTime(slot, language, ownZone) })}
                </small>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
