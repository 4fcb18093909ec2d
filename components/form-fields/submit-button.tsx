'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

type Props = {
  /** Counts the visitor's submits; after each one, focus goes to the first field in error. */
  attempt: number;
  /** The form cannot go as it is (a field in error, a step unanswered): said, not enforced. */
  invalid?: boolean;
  /** Being sent: a second press (click or Enter) is ignored. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A form's submit button that never takes the keyboard's focus down with it (issue 24): a button
 * made `disabled` under the focus drops it to the page behind the dialog. While the form is in
 * error or being sent it says so with `aria-disabled` and stays focusable; a submit with errors
 * then validates again and moves focus to the first field in error, in the page's order.
 */
export function SubmitButton({
  attempt,
  invalid = false,
  busy = false,
  className = 'button button-primary',
  children,
}: Props) {
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // Enter in a field "clicks" the form's submit button too, so this stops either way of sending twice.
  function ignoreWhileBusy(event: MouseEvent<HTMLButtonElement>) {
    if (busy) event.preventDefault();
  }

  return (
    <button
      ref={ref}
      type="submit"
      className={className}
      aria-disabled={invalid || busy || undefined}
      onClick={ignoreWhileBusy}
    >
      {children}
    </button>
  );
}
