/**
 * The tracking token of docs/design.md §4: last-touch UTM tags and the ad networks' click ids.
 * Pure functions; `storage.ts` applies them to the browser. Kept free of zod so every page can
 * capture the token without loading the form schemas.
 */
export const trackingKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'clickid',
  'bclickid',
] as const;

type TrackingKey = (typeof trackingKeys)[number];
export type TrackingToken = Partial<Record<TrackingKey, string>>;

/** localStorage key of the token kept for later visits (marketing consent only). */
export const TOKEN_STORAGE_KEY = 'token';
/** sessionStorage key of this tab's landing tags, kept for the lead sent from it. */
export const LANDING_TOKEN_KEY = 'landing-token';
const TOKEN_COOKIE = 'token';
const ORGANIC_SOURCE = 'organic';
const COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
const MAX_VALUE_LENGTH = 500;

/** The tracking tags of a query string, or null when it carries none. */
export function tokenFromSearch(search: string | URLSearchParams): TrackingToken | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token: TrackingToken = {};
  for (const key of trackingKeys) {
    const value = params.get(key)?.trim();
    if (value) token[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(token).length ? token : null;
}

/** A stored token read back; anything unreadable or empty counts as none. */
export function parseStoredToken(raw: string | null | undefined): TrackingToken | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const token: TrackingToken = {};
  for (const key of trackingKeys) {
    const field = record[key];
    if (typeof field === 'string' && field.trim())
      token[key] = field.trim().slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(token).length ? token : null;
}

/** Last touch wins: a landing with tags replaces the stored token, one without keeps it. */
export function nextToken(
  stored: TrackingToken | null,
  landing: TrackingToken | null,
): TrackingToken | null {
  return landing ?? stored;
}

/** The `token` cookie: the token as JSON, readable site-wide for 90 days (marketing consent). */
export function tokenCookie(token: TrackingToken, secure = false): string {
  return [
    `${TOKEN_COOKIE}=${encodeURIComponent(JSON.stringify(token))}`,
    'Path=/',
    `Max-Age=${COOKIE_MAX_AGE_S}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Expires the `token` cookie (marketing consent withdrawn). */
export function clearedTokenCookie(): string {
  return `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function hasUtmSource(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return Boolean(params.get('utm_source')?.trim());
}

/**
 * The address a lead is sent from when it lacks `utm_source` (docs/spec.md §4): the stored
 * token's tags, with `utm_source=organic` when the token has no source of its own.
 */
export function urlWithToken(href: string, stored: TrackingToken | null): URL {
  const url = new URL(href);
  const token: TrackingToken = { ...stored };
  if (!token.utm_source) token.utm_source = ORGANIC_SOURCE;
  for (const key of trackingKeys) {
    const value = token[key];
    if (value) url.searchParams.set(key, value);
  }
  return url;
}

/** The page address a lead carries: no query string, no fragment. */
export function pageUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}
