import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Toasts without react-hot-toast in the first load: the library (and its <Toaster>, mounted by
 * components/app/lazy-toaster.tsx) loads when a form or modal opens (`usePreparedToasts`), so a form
 * sent while offline can still say it will be sent later, or on the first toast otherwise.
 */
/** `info` is react-hot-toast's plain toast. */
type Kind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toastsRequested = () => requested;

export function notify(kind: Kind, message: string, duration?: number) {
  showToast((toast) => {
    const show = kind === 'info' ? toast : toast[kind];
    if (duration) show(message, { duration });
    else show(message);
  });
}

/** Any toast (the spot modal's titled warning): the library and its <Toaster> load first. */
export function showToast(show: (toast: typeof import('react-hot-toast').default) => void) {
  void prepareToasts().then(({ default: toast }) => show(toast));
}

/** Loads the library and mounts the <Toaster> ahead of a toast that may come while offline. */
function prepareToasts() {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return import('react-hot-toast');
}

/** A form or modal may toast, perhaps offline ("it will be sent"): load toasts while online. */
export function usePreparedToasts() {
  useEffect(() => {
    // After the frame that shows the form or modal, which the toasts' code would hold back.
    afterNextPaint()
      .then(prepareToasts)
      .catch(() => undefined);
  }, []);
}
