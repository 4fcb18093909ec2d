/**
 * Toasts without react-hot-toast in the first load: the library (and its <Toaster>, mounted by
 * components/app/lazy-toaster.tsx) loads on the first toast, which always follows a network round.
 */
type Kind = 'success' | 'error';

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toastsRequested = () => requested;

export function notify(kind: Kind, message: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message));
}
