'use client';

import { lazyPart } from '@/components/app/lazy-part';
import { useRef } from 'react';
import { useNearView } from '@/components/app/use-near-view';

// Google's script and the map's code load only when the location comes into view.
const ListingMap = lazyPart(() => import('./listing-map').then((module) => module.ListingMap));

type Props = { language: string; lat: number; lng: number; title: string };

export function MapSlot(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearView(ref, '200px');
  const apiKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  if (!apiKey) return null;
  return <div ref={ref}>{near && <ListingMap apiKey={apiKey} {...props} />}</div>;
}
