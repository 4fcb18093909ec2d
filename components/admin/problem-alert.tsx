import type { ReactNode } from 'react';

/** A back-office form's problem, said at once to a screen reader; nothing when there is none. */
export function ProblemAlert({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="admin-error">
      {children}
    </p>
  ) : null;
}
