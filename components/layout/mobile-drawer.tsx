'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons/icons';
import { RequestCallButton } from '@/components/lead-capture/request-call-button';
import styles from './mobile-drawer.module.css';

type Props = {
  /**
   * The header's links as list items, rendered by the server (the drawer closes when one is
   * followed): the link's code stays in the one chunk the server components' links load.
   */
  links: ReactNode;
  labels: { open: string; close: string; title: string; requestCall: string };
  /** The brokerage's phone and WhatsApp, one tap away in the drawer too. */
  contact: {
    phoneHref: string;
    phone: string;
    call: string;
    whatsappHref: string;
    whatsapp: string;
  };
};

// aria-modal promises the rest of the page is out of reach: Tab cycles within the drawer.
function keepFocusInside(panel: HTMLElement | null, event: KeyboardEvent) {
  const focusable = panel?.querySelectorAll<HTMLElement>('a[href], button');
  if (!focusable?.length) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The small-screen side drawer: the header's links, the request-call button, phone and WhatsApp. */
export function MobileDrawer({ links, labels, contact }: Props) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        openerRef.current?.focus();
      }
      if (event.key === 'Tab') keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  function close() {
    setOpen(false);
    openerRef.current?.focus();
  }

  /** A followed link leaves the drawer closed behind it, as the page changes under it. */
  function closeOnFollowedLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labels.open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={24} />
      </button>
      <div className={styles.backdrop} data-open={open} onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={!open}
      >
        <div className={styles.top}>
          <span id={titleId} className={styles.title}>
            {labels.title}
          </span>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={close}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label={labels.title} onClick={closeOnFollowedLink}>
          <ul className={styles.links}>{links}</ul>
        </nav>
        <RequestCallButton className="button button-primary" onOpen={close}>
          <PhoneIcon size={18} />
          {labels.requestCall}
        </RequestCallButton>
        <ul className={styles.contact}>
          <li>
            <a href={contact.phoneHref}>
              <PhoneIcon size={20} />
              <span className="visually-hidden">{contact.call} </span>
              <bdi dir="ltr">{contact.phone}</bdi>
            </a>
          </li>
          <li>
            <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon size={20} />
              {contact.whatsapp}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}
