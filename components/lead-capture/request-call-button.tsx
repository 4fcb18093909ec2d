'use client';

import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { AppLink } from '@/components/navigation/app-link';
import { CONTACT_HREF } from '@/components/layout/nav-links';
import { useLeadCaptureStore } from './lead-capture-provider';

const subscribeToNothing = () => () => {};

type Props = { className?: string; children: ReactNode; onOpen?: () => void };

/**
 * Opens the request-call modal. Until the page is hydrated (or without JavaScript) it is a link
 * to the home page's contact section, which offers the same form and every channel.
 */
export function RequestCallButton({ className, children, onOpen }: Props) {
  const store = useLeadCaptureStore();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  function open(event: MouseEvent<HTMLElement>) {
    onOpen?.();
    // onOpen may move focus (the drawer hands it back to its toggle); return it there afterwards.
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : event.currentTarget;
    store.getState().openModal('request-call', opener);
  }

  if (!hydrated) {
    return (
      <AppLink href={CONTACT_HREF} className={className}>
        {children}
      </AppLink>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {children}
    </button>
  );
}
