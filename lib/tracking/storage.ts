import { currentConsent } from '@/lib/consent/consent-client';
import {
  clearedTokenCookie,
  LANDING_TOKEN_KEY,
  nextToken,
  parseStoredToken,
  TOKEN_STORAGE_KEY,
  tokenCookie,
  tokenFromSearch,
  type TrackingToken,
} from './token';

/**
 * Where the tracking token lives (docs/design.md §4 and §15):
 * - this tab's landing tags, in sessionStorage (`landing-token`), whatever the visitor chose: they
 *   exist only so the enquiry the visitor sends from this tab says which link brought it, and go
 *   when the tab closes. Strictly necessary for the lead the visitor sends, never read otherwise.
 * - the last-touch token for later visits, in localStorage and the `token` cookie, only with
 *   marketing consent; withdrawing it removes both.
 */
function read(storage: () => Storage, key: string): TrackingToken | null {
  try {
    return parseStoredToken(storage().getItem(key));
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/** Saves the token for later visits: localStorage and the `token` cookie. */
function persist(token: TrackingToken): void {
  try {
    local().setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  } catch {
    // storage disabled: the cookie still carries it
  }
  document.cookie = tokenCookie(token, window.location.protocol === 'https:');
}

/** Applies the landing URL's tags (last touch wins) and returns the token now in force. */
export function captureTrackingToken(): TrackingToken | null {
  const landing = tokenFromSearch(window.location.search);
  if (landing) {
    try {
      session().setItem(LANDING_TOKEN_KEY, JSON.stringify(landing));
    } catch {
      // storage disabled: the address still carries the tags until the lead is sent
    }
  }
  const token = readTrackingToken();
  if (token && currentConsent().marketing) persist(token);
  return token;
}

/** The token a lead carries: this tab's landing tags, else the kept one (with marketing consent). */
export function readTrackingToken(): TrackingToken | null {
  const kept = currentConsent().marketing ? read(local, TOKEN_STORAGE_KEY) : null;
  return nextToken(kept, read(session, LANDING_TOKEN_KEY));
}

/** A marketing choice was made: keep the token for later visits, or forget the kept one. */
export function followMarketingConsent(allowed: boolean): void {
  if (allowed) {
    const token = readTrackingToken();
    if (token) persist(token);
    return;
  }
  try {
    local().removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept there
  }
  document.cookie = clearedTokenCookie();
}
