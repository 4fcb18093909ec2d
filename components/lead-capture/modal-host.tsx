'use client';

import { Activity, useMemo, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useLeadCapture } from './lead-capture-context';
import type { ModalName } from './lead-capture-store';

const NO_PROPS = {};

type Props<ModalProps extends object> = {
  modal: ModalName;
  /** The modal's code, loaded apart from the page (`preloadable`). */
  component: ComponentType<ModalProps> & { useLoaded(): boolean };
  /** Kept by the caller while they do not change (the modal is re-rendered when they do). */
  props?: ModalProps;
  /** Shown over the page from `<body>` (a page's own modal, mounted inside its words). */
  portal?: boolean;
};

/**
 * Mounts a lead-capture modal. Once its code is here (at idle, modal-preload.ts) the modal is built
 * hidden in React's `<Activity>`, at idle priority and with its effects (focus, the advisor's
 * request) waiting, so the tap that opens it only reveals what is built: tap → typeable form in
 * tests/e2e/tap-to-form.spec.ts, docs/design.md §14. Each close builds it afresh (a new key), so
 * every opening starts empty, as a modal mounted on opening did.
 */
export function ModalHost<ModalProps extends object>({
  modal,
  component: Modal,
  props = NO_PROPS as ModalProps,
  portal,
}: Props<ModalProps>) {
  const open = useLeadCapture((state) => state.currentModal === modal);
  const loaded = Modal.useLoaded();
  const [closings, setClosings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setClosings((count) => count + 1);
  }
  // The same element while the modal lives: revealing it re-renders nothing, it only shows it
  // and runs its effects (a new element re-rendered the whole form in the tap, ~120 ms on the
  // phone profile's CPU).
  const modalElement = useMemo(() => <Modal key={closings} {...props} />, [Modal, closings, props]);
  if (!open && !loaded) return null;
  const content = <Activity mode={open ? 'visible' : 'hidden'}>{modalElement}</Activity>;
  return portal ? createPortal(content, document.body) : content;
}
