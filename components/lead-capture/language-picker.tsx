'use client';

import { useId, useMemo, useState, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatList } from '@/lib/format/lists';
import { filterLanguages, spokenLanguagesIn, type LanguageCode } from '@/lib/spoken-languages';
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
 * by its name in the page's language, its own name or its English name, and a checkbox each (the
 * page's name, then the language's own); the ones ticked are listed above.
 */
export function LanguagePicker({ value, onChange, error, inputRef, disabled }: Props) {
  const t = useTranslations('Questionnaire');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => spokenLanguagesIn(locale), [locale]);
  const matches = useMemo(() => filterLanguages(query, all), [query, all]);
  const chosen = value.flatMap((code) => all.filter((language) => language.code === code));
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
      {chosen.length > 0 && (
        <p className={styles.chosen}>
          {t('languagesChosen', {
            languages: formatList(
              locale,
              chosen.map((language) => language.name),
            ),
          })}
        </p>
      )}
      <ul className={styles.languageList}>
        {matches.map(({ code, name, native }) => (
          <li key={code}>
            <label>
              <input
                type="checkbox"
                checked={value.includes(code)}
                onChange={() => toggle(code)}
                disabled={disabled}
              />
              <span>
                {name}
                {foldCase(native) !== foldCase(name) && (
                  <>
                    {' '}
                    <bdi lang={code}>({native})</bdi>
                  </>
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

function foldCase(name: string): string {
  return name.toLocaleLowerCase();
}
