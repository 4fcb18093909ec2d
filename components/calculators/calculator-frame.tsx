'use client';

import { useId, type ReactNode } from 'react';
import styles from './calculators.module.css';

type NumberInput = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  max?: number;
  hint?: string;
};

type Result = { key: string; label: string; value: string; main?: boolean };

type Props = {
  title: string;
  inputs: NumberInput[];
  results: Result[];
  /** Controls after the number inputs (choices such as first home or off-plan). */
  choices?: ReactNode;
  /** What follows the results: warnings, the rules applied. */
  children?: ReactNode;
};

/** A calculator: its number inputs, the figures computed from them (announced), then its notes. */
export function CalculatorFrame({ title, inputs, results, choices, children }: Props) {
  const id = useId();
  return (
    <div className={styles.calculator}>
      <h3>{title}</h3>
      <div className={styles.inputs}>
        {inputs.map((input) => {
          const inputId = `${id}-${input.name}`;
          return (
            <div key={input.name} className={styles.field}>
              <label htmlFor={inputId}>{input.label}</label>
              <input
                id={inputId}
                name={input.name}
                type="number"
                inputMode="decimal"
                min={0}
                max={input.max}
                step={input.step ?? 1}
                value={input.value}
                aria-describedby={input.hint ? `${inputId}-hint` : undefined}
                onChange={(event) => input.onChange(event.target.value)}
              />
              {input.hint && (
                <p id={`${inputId}-hint`} className={styles.hint}>
                  {input.hint}
                </p>
              )}
            </div>
          );
        })}
        {choices}
      </div>
      <dl className={styles.results} aria-live="polite">
        {results.map((result) => (
          <div key={result.key} className={result.main ? styles.mainResult : undefined}>
            <dt>{result.label}</dt>
            <dd data-result={result.key}>{result.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

/** The number a field holds; blank or malformed input is 0, never NaN on the screen. */
export function numberOf(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}
