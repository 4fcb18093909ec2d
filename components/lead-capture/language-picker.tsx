'use client';

import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { filterLanguages, languages, type LanguageCode } from '@/lib/spoken-languages';
import fieldStyles from '@/components/form-fields/form-fields.module.css';
import styles from './lead-capture.module.css';

type Props = {
  value: readonly LanguageCode[];
  onChange: (value: LanguageCode[]) => void;
  /** The error already in the page's language. */
  error?: string;
  /** Where focus goes when the form points at this field: the search box. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/**
 * The questionnaire's spoken languages (lib/spoken-languages.ts): a search box over every language
 * by native or English name, and a checkbox each; the ones ticked are listed above.
 */
export function LanguagePicker({ value, onChange, error, inputRef, disabled }: Props) {
  const t = useTranslations('Questionnaire');
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterLanguages(query), [query]);
  const errorId = `${id}-error`;

  function toggle(code: LanguageCode) {
    onChange(value.includes(code) ? value.filter((item) => item !== code) : [...value, code]);
  }

  return (
    <fieldset className={styles.question} aria-describedby={error ? errorId : undefined}>
      <legend>{t('languages')}</legend>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-search`}>{t('languagesSearch')}</label>
        <input
          ref={inputRef}
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
          disabled={disabled}
        />
      </div>
      {value.length > 0 && (
        <p className={styles.chosen}>
          {t('languagesChosen', {
            languages: value.map((code) => languages[code].native).join(', '),
          })}
        </p>
      )}
      <ul className={styles.languageList}>
        {matches.map((code) => (
          <li key={code}>
            <label lang={code}>
              <input
                type="checkbox"
                checked={value.includes(code)}
                onChange={() => toggle(code)}
                disabled={disabled}
              />
              <span>
                {languages[code].native}
                {languages[code].native !== languages[code].english && (
                  <span lang="en"> ({languages[code].english})</span>
                )}
              </span>
            </label>
          </li>
        ))}
        {matches.length === 0 && <li>{t('languagesNone')}</li>}
      </ul>
      <p id={errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
