/**
 * Toasts without react-hot-toast in the first load: the library (and its <Toaster>, mounted by
 * components/app/lazy-toaster.tsx) loads on the first toast, which always follows a network round.
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
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-hot-toast').then(({ default: toast }) => {
    const show = kind === 'info' ? toast : toast[kind];
    if (duration) show(message, { duration });
    else show(message);
  });
}
