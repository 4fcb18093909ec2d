'use client';

import { useLocale } from 'next-intl';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/app/use-hydrated';
import { localizedHref } from '@/lib/i18n/locales';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { useLeadCaptureStore } from './lead-capture-context';
import type { ModalName } from './lead-capture-store';
import { offerModal, preloadModal } from './modal-preload';

type Props = {
  modal: ModalName;
  className?: string;
  children: ReactNode;
  onOpen?: () => void;
  /** Where the button leads before hydration or without JavaScript; the home contact block by default. */
  fallbackHref?: `#${string}`;
  describedBy?: string;
};

/**
 * Opens a lead-capture modal. Until the page is hydrated (or without JavaScript) it is a link to a
 * contact section, which offers the same form and every channel.
 */
export function ModalButton({
  modal,
  className,
  children,
  onOpen,
  fallbackHref,
  describedBy,
}: Props) {
  const store = useLeadCaptureStore();
  const hydrated = useHydrated();
  const locale = useLocale();
  useEffect(() => offerModal(modal), [modal]);
  const intent = () => preloadModal(modal);

  function open(event: MouseEvent<HTMLElement>) {
    onOpen?.();
    // onOpen may move focus (the drawer hands it back to its toggle); return it there afterwards.
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : event.currentTarget;
    store.getState().openModal(modal, opener);
  }

  if (!hydrated) {
    // A plain link: hydration turns it into the button before a client-side navigation could
    // start, so next-intl's Link would only add its code to this chunk.
    return (
      <a
        href={fallbackHref ?? localizedHref(locale, CONTACT_HREF)}
        className={className}
        aria-describedby={describedBy}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onPointerDown={intent}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={open}
    >
      {children}
    </button>
  );
}
