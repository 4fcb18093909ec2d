'use client';

import { lazy, Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Field, TextField } from './page-form-parts';
import styles from './page-forms.module.css';
import { usePlaceSuggestions, type PlacesLibrary } from './use-place-suggestions';

// The loader's code, and Google's script after it, come only once a visitor starts on the field.
// If that code cannot be fetched, the field stays plain rather than failing (or reloading) the form.
const PlacesLoader = lazy(() =>
  import('./places-loader').then(
    (module) => ({ default: module.PlacesLoader }),
    () => ({ default: PlacesUnavailable }),
  ),
);

function PlacesUnavailable({ onReady }: { onReady: (places: null) => void }) {
  useEffect(() => onReady(null), [onReady]);
  return null;
}

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  disabled?: boolean;
};
type LocationValues = { location?: string | null };

/**
 * The sell form's Location: Google Places suggestions when the site has a Maps key (inlined at
 * build time), a plain text field otherwise. Either way the value is the text in the field.
 */
export function LocationField(props: Props) {
  const { register } = useFormContext<LocationValues>();
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  if (!apiKey) {
    return <TextField {...props} autoComplete="off" registration={register('location')} />;
  }
  return <PlacesCombobox {...props} apiKey={apiKey} />;
}

/** An ARIA 1.2 combobox with a list of suggestions; free text is always accepted. */
function PlacesCombobox({ apiKey, disabled, ...field }: Props & { apiKey: string }) {
  const t = useTranslations('PageForms');
  const locale = useLocale();
  const { register, setValue } = useFormContext<LocationValues>();
  const registration = register('location');
  const listId = useId();
  const [started, setStarted] = useState(false);
  // undefined while loading, null when Google cannot be had.
  const [places, setPlaces] = useState<PlacesLibrary | null>();
  const { suggestions, search, endSession } = usePlaceSuggestions(places, locale);
  const [open, setOpen] = useState(false);
  const [activeText, setActiveText] = useState<string>();

  const expanded = open && suggestions.length > 0;
  const active = activeText === undefined ? -1 : suggestions.indexOf(activeText);
  const optionId = (index: number) => `${listId}-${index}`;
  const withSuggestions = places !== null;

  function pick(text: string) {
    setValue('location', text, { shouldDirty: true, shouldValidate: true });
    setOpen(false);
    setActiveText(undefined);
    endSession();
  }

  /** Down and Up go round the list; on a closed list they open it at its first or last option. */
  function move(step: 1 | -1) {
    const count = suggestions.length;
    const from = expanded ? active : -1;
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setActiveText(suggestions[next]);
    setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || !suggestions.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (expanded && event.key === 'Enter') {
      // Picks, or closes the list: the form is sent by an Enter with the list closed.
      event.preventDefault();
      const text = suggestions[active];
      if (text === undefined) setOpen(false);
      else pick(text);
    } else if (expanded && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <Field {...field}>
      {(aria) => (
        <div className={styles.combobox}>
          <input
            {...aria}
            type="text"
            autoComplete="off"
            disabled={disabled}
            role={withSuggestions ? 'combobox' : undefined}
            aria-autocomplete={withSuggestions ? 'list' : undefined}
            aria-expanded={withSuggestions ? expanded : undefined}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            {...registration}
            onFocus={() => setStarted(true)}
            onChange={(event) => {
              void registration.onChange(event);
              setStarted(true);
              setOpen(true);
              setActiveText(undefined);
              search(event.target.value);
            }}
            onBlur={(event) => {
              void registration.onBlur(event);
              setOpen(false);
            }}
            onKeyDown={onKeyDown}
          />
          {/* In the page only while shown: ARIA 1.2 asks for aria-controls only then. */}
          {expanded && (
            <div className={styles.suggestions}>
              <ul id={listId} role="listbox" aria-label={field.label}>
                {suggestions.map((text, index) => (
                  <li
                    key={`${index}-${text}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(text)}
                  >
                    {text}
                  </li>
                ))}
              </ul>
              {/* Google's terms: predictions shown without a map carry this line. */}
              <p className={styles.attribution} lang="en">
                Powered by Google
              </p>
            </div>
          )}
          <p className="visually-hidden" role="status">
            {expanded ? t('locationSuggestions', { count: suggestions.length }) : ''}
          </p>
          {started && places === undefined && (
            <Suspense fallback={null}>
              <PlacesLoader apiKey={apiKey} language={locale} onReady={setPlaces} />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  );
}
