'use client';

import { useLocale } from 'next-intl';
import { isLocale, localizedPath } from '@/lib/i18n/locales';
import styles from './privacy-consent.module.css';

/** `text` with its `<link>…</link>` part as a link to the privacy page, in a new tab. */
function withPrivacyLink(text: string, href: string) {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return text;
  const [, before, label, after] = match;
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {label}
      </a>
      {after}
    </>
  );
}

/**
 * What the visitor is told before they send a form (docs/design.md §15): the privacy notice
 * applies, linked; and, where marketing follows, an optional box, never ticked for them.
 */
export function PrivacyConsent({
  id,
  notice,
  marketing,
}: {
  id: string;
  /** The notice line, its link marked `<link>…</link>`. */
  notice: string;
  /** The marketing box; none where nothing but the request itself follows (careers). */
  marketing?: {
    label: string;
    checked: boolean;
    onChange: (checked: boolean) => void;
    disabled?: boolean;
  };
}) {
  const locale = useLocale();
  const href = localizedPath(isLocale(locale) ? locale : 'en', '/privacy');
  return (
    <div className={styles.consent}>
      {marketing && (
        <label className={styles.box} htmlFor={`${id}-marketing`}>
          <input
            id={`${id}-marketing`}
            type="checkbox"
            name="marketingConsent"
            checked={marketing.checked}
            disabled={marketing.disabled}
            onChange={(event) => marketing.onChange(event.target.checked)}
          />
          <span>{marketing.label}</span>
        </label>
      )}
      <p className={styles.notice}>{withPrivacyLink(notice, href)}</p>
    </div>
  );
}
