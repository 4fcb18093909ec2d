'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useNearView } from '@/components/app/use-near-view';
import { currentConsent, onConsentChange } from '@/lib/consent/consent-client';
import styles from './map-slot.module.css';

// Google's script and the map's code load only when the visitor asks for the map, or allowed maps
// in the consent banner and the location comes into view (docs/design.md §15).
const ListingMap = dynamic(() => import('./listing-map').then((module) => module.ListingMap), {
  ssr: false,
});

type Props = {
  language: string;
  lat: number;
  lng: number;
  title: string;
  /** The placeholder's button and its note, in the page's language. */
  showMap: string;
  mapNotice: string;
};

export function MapSlot({ showMap, mapNotice, ...map }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, '200px');
  // Maps allowed in the consent banner, now or earlier; the server renders the placeholder.
  const allowed = useSyncExternalStore(
    onConsentChange,
    () => currentConsent().maps,
    () => false,
  );
  const [asked, setAsked] = useState(false);
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  if (!apiKey) return null;
  return (
    <div ref={ref} className={styles.mapSlot}>
      {asked || (allowed && near) ? (
        <ListingMap apiKey={apiKey} {...map} />
      ) : (
        <div className={styles.mapPlaceholder}>
          <p>{mapNotice}</p>
          <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
            {showMap}
          </button>
        </div>
      )}
    </div>
  );
}
