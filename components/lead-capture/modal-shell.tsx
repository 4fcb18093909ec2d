'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/icons/icons';
import { usePreparedToasts } from '@/lib/client/toast';
import { useLeadCaptureStore } from './lead-capture-context';
import styles from './lead-capture.module.css';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  title: string;
  intro?: ReactNode;
  closeLabel: string;
  /** Language of the dialog when it differs from the page's (the Taiwan modal). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Room for content beside a card (the spot modal's calendar and expert). */
  wide?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
};

/**
 * The accessible dialog every lead-capture modal shares: focus moves in and is trapped, Esc, the
 * close button and a click on the backdrop close it, focus returns to the opener. Its effects run
 * while it is shown (modal-host.tsx keeps a hidden one in `<Activity>`).
 */
export function ModalShell({ title, intro, closeLabel, lang, dir, wide, children }: Props) {
  const store = useLeadCaptureStore();
  usePreparedToasts();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();

  function close() {
    const { opener, closeModal } = store.getState();
    closeModal();
    if (opener?.isConnected) opener.focus();
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    // Open for the page's styles (the phones' contact bar steps aside): a modal built hidden
    // ahead of its opening (modal-host.tsx) is in the document, and runs this only once shown.
    dialog?.setAttribute('data-open', 'true');
    // The page stops scrolling before focus lays the dialog out: one layout, not two.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = dialog?.querySelector<HTMLElement>(
      'input:not([tabindex="-1"]):not([type="hidden"])',
    );
    (first ?? dialog)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && dialog) {
        const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
          (element) => element.offsetParent !== null,
        );
        if (!focusable.length) return;
        const firstItem = focusable[0]!;
        const lastItem = focusable[focusable.length - 1]!;
        const inside = dialog.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === firstItem || !inside)) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (document.activeElement === lastItem || !inside)) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      dialog?.removeAttribute('data-open');
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
    // close() reads the store when called; re-binding on every render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        data-wide={wide || undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={intro ? introId : undefined}
        tabIndex={-1}
        lang={lang}
        dir={dir}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <CloseIcon size={22} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro && (
          <p id={introId} className={styles.intro}>
            {intro}
          </p>
        )}
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}
