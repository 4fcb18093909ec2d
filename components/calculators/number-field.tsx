'use client';

import styles from './calculators.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  max?: number;
  hint?: string;
};

/** A labelled number input; the calculators read its text, so an empty field counts as 0. */
export function NumberField({ id, label, value, onChange, step = 1, max, hint }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={step}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The number a field holds; blank or malformed input is 0, never NaN on the screen. */
export function numberOf(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

type Result = { key: string; label: string; value: string; main?: boolean };

/** The figures a calculator computed, announced politely as they change. */
export function Results({ items }: { items: Result[] }) {
  return (
    <dl className={styles.results} aria-live="polite">
      {items.map((item) => (
        <div key={item.key} className={item.main ? styles.mainResult : undefined}>
          <dt>{item.label}</dt>
          <dd data-result={item.key}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
