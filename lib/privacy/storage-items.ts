import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from '@/lib/consent/consent';
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-cookie';
import { CHUNK_RELOAD_KEY } from '@/lib/client/chunk-reload';
import { pendingLeadsStorageKey } from '@/lib/client/pending-leads-signal';
import { pendingFilesDatabase } from '@/lib/client/pending-files';
import { SPOT_SESSION_KEY } from '@/lib/client/spot-session';
import { LANDING_TOKEN_KEY, TOKEN_STORAGE_KEY } from '@/lib/tracking/token';

/**
 * Every cookie and storage item the site writes in a visitor's browser (docs/design.md §15): the
 * privacy page renders this list in each language (PrivacyStorage messages, by `id`), and the
 * end-to-end tests check it against what a browser holds after visiting, sending a lead and
 * accepting consent (tests/e2e/storage-list.spec.ts). A name ending in `*` is a prefix.
 */
type StorageCategory = 'necessary' | 'analytics' | 'marketing';
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';
/** How long it stays: a count of days or months, or until an event. */
export type StorageDuration =
  | { days: number }
  | { months: number }
  | { minutes: number }
  | { until: 'tabClosed' | 'sent' | 'cleared' | 'withdrawn' };

/** Keys of the purposes in the PrivacyStorage messages, one per item. */
type StorageItemId =
  | 'consent'
  | 'language'
  | 'landingToken'
  | 'spotBooking'
  | 'chunkReload'
  | 'pendingLeads'
  | 'pendingFiles'
  | 'displayPreferences'
  | 'stripeMid'
  | 'stripeSid'
  | 'tokenCookie'
  | 'tokenLocal'
  | 'ga'
  | 'gclAu';

export type StorageItem = {
  id: StorageItemId;
  name: string;
  kind: StorageKind;
  category: StorageCategory;
  duration: StorageDuration;
  /** Who writes it: this site's own code, or a third party's script it loads. */
  setBy: 'site' | 'google' | 'stripe';
};

export const storageItems: readonly StorageItem[] = [
  {
    id: 'consent',
    name: CONSENT_COOKIE,
    kind: 'cookie',
    category: 'necessary',
    duration: { days: CONSENT_COOKIE_DAYS },
    setBy: 'site',
  },
  {
    id: 'language',
    name: LANGUAGE_COOKIE.name,
    kind: 'cookie',
    category: 'necessary',
    duration: { days: LANGUAGE_COOKIE.maxAgeSeconds / 86_400 },
    setBy: 'site',
  },
  {
    id: 'landingToken',
    name: LANDING_TOKEN_KEY,
    kind: 'sessionStorage',
    category: 'necessary',
    duration: { until: 'tabClosed' },
    setBy: 'site',
  },
  {
    id: 'spotBooking',
    name: SPOT_SESSION_KEY,
    kind: 'sessionStorage',
    category: 'necessary',
    duration: { until: 'tabClosed' },
    setBy: 'site',
  },
  {
    id: 'chunkReload',
    name: CHUNK_RELOAD_KEY,
    kind: 'sessionStorage',
    category: 'necessary',
    duration: { until: 'tabClosed' },
    setBy: 'site',
  },
  {
    id: 'pendingLeads',
    name: pendingLeadsStorageKey,
    kind: 'localStorage',
    category: 'necessary',
    duration: { until: 'sent' },
    setBy: 'site',
  },
  {
    id: 'pendingFiles',
    name: pendingFilesDatabase,
    kind: 'indexedDB',
    category: 'necessary',
    duration: { until: 'sent' },
    setBy: 'site',
  },
  {
    id: 'displayPreferences',
    name: 'displayPreferences',
    kind: 'localStorage',
    category: 'necessary',
    duration: { until: 'cleared' },
    setBy: 'site',
  },
  {
    id: 'stripeMid',
    name: '__stripe_mid',
    kind: 'cookie',
    category: 'necessary',
    duration: { months: 12 },
    setBy: 'stripe',
  },
  {
    id: 'stripeSid',
    name: '__stripe_sid',
    kind: 'cookie',
    category: 'necessary',
    duration: { minutes: 30 },
    setBy: 'stripe',
  },
  {
    id: 'tokenCookie',
    name: 'token',
    kind: 'cookie',
    category: 'marketing',
    duration: { days: 90 },
    setBy: 'site',
  },
  {
    id: 'tokenLocal',
    name: TOKEN_STORAGE_KEY,
    kind: 'localStorage',
    category: 'marketing',
    duration: { until: 'withdrawn' },
    setBy: 'site',
  },
  {
    id: 'ga',
    name: '_ga*',
    kind: 'cookie',
    category: 'analytics',
    duration: { months: 24 },
    setBy: 'google',
  },
  {
    id: 'gclAu',
    name: '_gcl_*',
    kind: 'cookie',
    category: 'marketing',
    duration: { days: 90 },
    setBy: 'google',
  },
];

/** The list's item for a name a browser holds, if any (`*` names match as prefixes). */
export function storageItemFor(kind: StorageKind, name: string): StorageItem | undefined {
  return storageItems.find(
    (item) =>
      item.kind === kind &&
      (item.name.endsWith('*') ? name.startsWith(item.name.slice(0, -1)) : item.name === name),
  );
}
