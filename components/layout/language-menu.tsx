'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { rememberLanguage } from '@/lib/i18n/language-cookie';
import {
  localeInfo,
  locales,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from '@/lib/i18n/locales';
import { ChevronDownIcon } from '@/components/icons/icons';
import { Flag } from '@/components/icons/flag';
import styles from './language-selector.module.css';

type Props = {
  tone: 'light' | 'dark';
  current: Locale;
  /** The button's spoken name, formatted on the server. */
  label: string;
};

/** The language menu's interactive part (components/layout/language-selector.tsx gives it its words). */
export function LanguageMenu({ tone, current, label }: Props) {
  const pathname = unlocalizedPath(usePathname());
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function choose(event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) {
    event.preventDefault();
    rememberLanguage(locale);
    // Keep the campaign tags and the anchor: a marketer's UTM link must survive a language switch.
    window.location.assign(
      event.currentTarget.getAttribute('href') + window.location.search + window.location.hash,
    );
  }

  return (
    <div className={styles.root} ref={rootRef} data-tone={tone}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag country={localeInfo[current].flag} size={16} className={styles.flag} />
        {/* The visible code starts the button's name (WCAG 2.5.3), the rest is for screen readers. */}
        <span className={styles.code}>{current.toUpperCase()}</span>
        <span className="visually-hidden"> {label}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname)}
              hrefLang={localeInfo[locale].iso}
              lang={localeInfo[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => choose(event, locale)}
            >
              <Flag country={localeInfo[locale].flag} size={16} className={styles.flag} />
              <span>{localeInfo[locale].name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
