'use client';

import { useMessages } from 'next-intl';
import styles from './cookie-settings-button.module.css';

/**
 * "Cookie settings" in every footer: the consent preferences again (docs/design.md §15). The
 * banner's code loads on the click, not with the page.
 */
export function CookieSettingsButton({ label }: { label: string }) {
  const copy = useMessages().Consent;
  return (
    <button
      type="button"
      className={styles.button}
      data-cookie-settings
      onClick={() =>
        void import('./consent-banner').then(({ showConsentPreferences }) =>
          showConsentPreferences(copy),
        )
      }
    >
      {label}
    </button>
  );
}
