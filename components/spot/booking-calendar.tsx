'use client';

import { useEffect, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { TZDate } from '@date-fns/tz';
import 'react-day-picker/style.css';
import type { Locale } from '@/lib/i18n/locales';
import { dubaiTimeZone } from '@/lib/booking/rules';
import { dubaiDate } from '@/lib/booking/slots';
import styles from './spot.module.css';

// One date-fns locale (with DayPicker's labels) per page language, loaded with the calendar.
const dayPickerLocales: Record<Locale, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-GB').then((module) => module.enGB),
  ru: () => import('react-day-picker/locale/ru').then((module) => module.ru),
  he: () => import('react-day-picker/locale/he').then((module) => module.he),
  nl: () => import('react-day-picker/locale/nl').then((module) => module.nl),
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
  ar: () => import('react-day-picker/locale/ar').then((module) => module.ar),
  hu: () => import('react-day-picker/locale/hu').then((module) => module.hu),
  ko: () => import('react-day-picker/locale/ko').then((module) => module.ko),
  fr: () => import('react-day-picker/locale/fr').then((module) => module.fr),
  ro: () => import('react-day-picker/locale/ro').then((module) => module.ro),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
  tr: () => import('react-day-picker/locale/tr').then((module) => module.tr),
  it: () => import('react-day-picker/locale/it').then((module) => module.it),
};

type Props = {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** Dubai dates that have a free slot; every other day is disabled. */
  freeDates: ReadonlySet<string>;
  selected: string | null;
  onSelect: (date: string) => void;
  lastDate: string | null;
  labelledBy: string;
};

const dubaiDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new TZDate(year!, month! - 1, day!, 12, 0, dubaiTimeZone);
};

/**
 * The days of the expert's calendar in Dubai time, in the page's language and direction: past
 * and full days disabled, no way back before the current month.
 */
export function BookingCalendar({
  locale,
  dir,
  freeDates,
  selected,
  onSelect,
  lastDate,
  labelledBy,
}: Props) {
  const [dayLocale, setDayLocale] = useState<DayPickerLocale | null>(null);
  const [today] = useState(() => TZDate.tz(dubaiTimeZone));
  const selectedDay = selected ? dubaiDay(selected) : undefined;
  const [month, setMonth] = useState<Date>(selectedDay ?? today);

  useEffect(() => {
    let current = true;
    void dayPickerLocales[locale]().then((loaded) => current && setDayLocale(loaded));
    return () => {
      current = false;
    };
  }, [locale]);

  // The default slot (and a new one after a refresh) may be in a later month than the one shown.
  const [shownFor, setShownFor] = useState(selected);
  if (selected !== shownFor) {
    setShownFor(selected);
    if (selected) setMonth(dubaiDay(selected));
  }

  if (!dayLocale) return <div className={styles.calendarPlaceholder} aria-hidden="true" />;

  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      required
      timeZone={dubaiTimeZone}
      locale={dayLocale}
      dir={dir}
      month={month}
      onMonthChange={setMonth}
      startMonth={today}
      endMonth={lastDate ? dubaiDay(lastDate) : today}
      selected={selectedDay}
      onSelect={(day) => onSelect(dubaiDate(day))}
      disabled={[{ before: today }, (day: Date) => !freeDates.has(dubaiDate(day))]}
      aria-labelledby={labelledBy}
    />
  );
}
