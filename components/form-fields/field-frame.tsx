import type { ReactNode } from 'react';
import styles from './form-fields.module.css';

/** What a field's control needs to be tied to its label, hint and error. */
type FieldAria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type Props = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** The form's own look on top of the shared one. */
  className?: string;
  /** Page forms announce an error at once; the modals' short forms wait for a pause in speech. */
  announce?: 'alert' | 'polite';
  children: (aria: FieldAria) => ReactNode;
};

/** A labelled field of any form: its control, an optional hint, and its error, announced. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  announce = 'alert',
  children,
}: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const announcement =
    announce === 'alert' ? { role: 'alert' } : { 'aria-live': 'polite' as const };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={styles.error} {...announcement}>
        {error}
      </p>
    </div>
  );
}
