'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of Google's Places library (`google.maps.places`) the Location field uses. */
export type PlacesLibrary = Pick<
  typeof google.maps.places,
  'AutocompleteSuggestion' | 'AutocompleteSessionToken'
>;

const DEBOUNCE_MS = 250;
const MIN_INPUT = 2;

/**
 * Google's suggestions for what the visitor types: debounced, in the UAE only, from the latest
 * request only. Until the library is there, the last input waits and is searched when it comes.
 */
export function usePlaceSuggestions(places: PlacesLibrary | null | undefined, language: string) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const lastInput = useRef('');
  // One token from the first keystroke to the pick: Google bills the session as one.
  const session = useRef<google.maps.places.AutocompleteSessionToken>(undefined);

  const search = useCallback(
    (input: string) => {
      clearTimeout(timer.current);
      const request = ++latest.current;
      const query = input.trim();
      lastInput.current = query;
      if (!places || query.length < MIN_INPUT) {
        setSuggestions([]);
        return;
      }
      timer.current = setTimeout(async () => {
        session.current ??= new places.AutocompleteSessionToken();
        try {
          const answer = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
            input: query,
            sessionToken: session.current,
            language,
            includedRegionCodes: ['ae'],
          });
          if (request !== latest.current) return;
          setSuggestions(
            answer.suggestions.flatMap((s) =>
              s.placePrediction ? [s.placePrediction.text.text] : [],
            ),
          );
        } catch (error) {
          console.warn('Location suggestions failed; the field stays free text.', error);
          if (request === latest.current) setSuggestions([]);
        }
      }, DEBOUNCE_MS);
    },
    [places, language],
  );

  /** After a pick: nothing pending is shown, and the next search starts a new session. */
  const endSession = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    lastInput.current = '';
    session.current = undefined;
    setSuggestions([]);
  }, []);

  useEffect(() => {
    if (places && lastInput.current) search(lastInput.current);
  }, [places, search]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { suggestions, search, endSession };
}
