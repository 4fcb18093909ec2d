'use client';

import { useEffect, useId, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/icons/icons';
import type { Agent } from '@/lib/leads/agent';
import { useLeadCapture, useLeadCaptureStore } from './lead-capture-provider';
import { visibleModal } from './lead-capture-store';
import { AgentCard } from './agent-card';
import { RequestCallForm } from './request-call-form';
import styles from './lead-capture.module.css';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

async function fetchAssignedAgent(locale: string): Promise<Agent | null> {
  try {
    const response = await fetch(`/api/agents/assigned?locale=${encodeURIComponent(locale)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Agent };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** The request-call modal of SPEC.md section 2: the assigned advisor and the name-and-phone form. */
export function RequestCallModal() {
  const t = useTranslations('RequestCall');
  const locale = useLocale();
  const store = useLeadCaptureStore();
  const visible = useLeadCapture((state) => visibleModal(state) === 'request-call');
  const agent = useLeadCapture((state) => state.currentAgent);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const introId = useId();

  // SPEC.md section 4: loading while the advisor is found; a stored one is used once, then cleared.
  useEffect(() => {
    let cancelled = false;
    const { currentAgent, setLoading, setCurrentAgent } = store.getState();
    if (currentAgent) return;
    setLoading(true);
    void fetchAssignedAgent(locale).then((found) => {
      if (cancelled) return;
      setCurrentAgent(found);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [store, locale]);

  function close() {
    const { opener, closeModal } = store.getState();
    closeModal();
    if (opener?.isConnected) opener.focus();
  }

  useEffect(() => {
    if (!visible) return;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('input:not([tabindex="-1"])');
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
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
    // close() reads the store when called; re-binding on every render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (!visible) return null;

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} aria-label={t('close')} onClick={close}>
          <CloseIcon size={22} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <p id={introId} className={styles.intro}>
          {t('intro')}
        </p>
        {agent && <AgentCard agent={agent} />}
        <RequestCallForm
          onSent={(id) => {
            store.getState().setLeadId(id);
            close();
          }}
        />
      </div>
    </div>
  );
}
