'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Copy } from '@/lib/i18n/messages';

/**
 * The listings' words, translated on the server: the catalogue's plain entries, and the plural ones
 * already filled in for every count the browser can show. Client parts read them here, so
 * next-intl's client stays out of the listings pages' first load.
 */
export type ListingWords = {
  locale: Locale;
  copy: Copy['Listings'];
  /** `filters.results` for 0…n shown cards. */
  results: string[];
  /** `filters.bedroomsAtLeast` by the count it names. */
  bedroomsAtLeast: Record<number, string>;
};

const ListingWordsContext = createContext<ListingWords | null>(null);

export function ListingWordsProvider({
  words,
  children,
}: {
  words: ListingWords;
  children: ReactNode;
}) {
  return <ListingWordsContext.Provider value={words}>{children}</ListingWordsContext.Provider>;
}

export function useListingWords(): ListingWords {
  const words = useContext(ListingWordsContext);
  if (!words) throw new Error('useListingWords needs a ListingWordsProvider');
  return words;
}
