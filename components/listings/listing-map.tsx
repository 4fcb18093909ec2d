'use client';

import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import styles from './listing-page.module.css';

// The same (empty) library list on every render, or the loader starts over.
const libraries: Libraries = [];

type Props = { apiKey: string; language: string; lat: number; lng: number; title: string };

/** Google's map of the listing; when the script cannot load, nothing shows (the link stays). */
export function ListingMap({ apiKey, language, lat, lng, title }: Props) {
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: apiKey,
    libraries,
    language,
    region: 'AE',
  });
  if (loadError || !isLoaded) return null;
  return (
    <div className={styles.map} role="region" aria-label={title}>
      <GoogleMap
        mapContainerClassName={styles.mapCanvas}
        center={{ lat, lng }}
        zoom={14}
        options={{ streetViewControl: false, mapTypeControl: false }}
      >
        <MarkerF position={{ lat, lng }} title={title} />
      </GoogleMap>
    </div>
  );
}
