'use client';

import { useEffect } from 'react';
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import type { PlacesLibrary } from './use-place-suggestions';

// One array for every render: a new one would make the loader start over.
const libraries: Libraries = ['places'];

/**
 * Loads Google's Maps script with the Places library, then hands the library to the Location
 * field, or null when it cannot be had (the field then stays plain).
 */
export function PlacesLoader({
  apiKey,
  language,
  onReady,
}: {
  apiKey: string;
  language: string;
  onReady: (places: PlacesLibrary | null) => void;
}) {
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: apiKey,
    libraries,
    language,
    region: 'AE',
  });

  useEffect(() => {
    if (loadError) {
      console.warn('Location suggestions are off: the Google Maps script did not load.', loadError);
      onReady(null);
    } else if (isLoaded) {
      onReady(placesLibrary());
    }
  }, [isLoaded, loadError, onReady]);

  return null;
}

function placesLibrary(): PlacesLibrary | null {
  const places = (globalThis as { google?: typeof google }).google?.maps?.places as
    Partial<PlacesLibrary> | undefined;
  if (
    typeof places?.AutocompleteSuggestion?.fetchAutocompleteSuggestions === 'function' &&
    typeof places.AutocompleteSessionToken === 'function'
  ) {
    return places as PlacesLibrary;
  }
  console.warn(
    'Location suggestions are off: google.maps.places.AutocompleteSuggestion is missing.',
  );
  return null;
}
