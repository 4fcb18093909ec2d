import {
  nextToken,
  parseStoredToken,
  TOKEN_STORAGE_KEY,
  tokenCookie,
  tokenFromSearch,
  type TrackingToken,
} from './token';

function readStored(): TrackingToken | null {
  try {
    return parseStoredToken(window.localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** Saves the token in localStorage and the `token` cookie. */
function storeTrackingToken(token: TrackingToken): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  } catch {
    // storage disabled: the cookie still carries it
  }
  document.cookie = tokenCookie(token, window.location.protocol === 'https:');
}

/** Applies the landing URL's tags (last touch wins) and returns the token now in force. */
export function captureTrackingToken(): TrackingToken | null {
  const token = nextToken(readStored(), tokenFromSearch(window.location.search));
  if (token) storeTrackingToken(token);
  return token;
}

export function readTrackingToken(): TrackingToken | null {
  return readStored();
}
