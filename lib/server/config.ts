import 'server-only';
import path from 'node:path';
import { maxSlotDays } from '@/lib/booking/rules';
import { parseTrustProxy, type TrustedProxies } from './trusted-proxies';

/**
 * The lead service's settings (docs/design.md §6), read from the environment on every call so
 * tests and the operators' CLI can point one process at another database.
 */
export function leadServiceConfig() {
  const env = process.env;
  return {
    // Resolved at run time against the working directory; not a build-time file reference.
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    crm: {
      baseUrl: env.CRM_BASE_URL ? env.CRM_BASE_URL.replace(/\/+$/, '') : undefined,
      token: env.CRM_TOKEN || undefined,
      timeoutMs: positiveNumber(env.CRM_TIMEOUT_MS, 10_000),
      retryBaseMs: positiveNumber(env.CRM_RETRY_BASE_MS, 5_000),
      retryMaxMs: positiveNumber(env.CRM_RETRY_MAX_MS, 60 * 60_000),
      // About a day of retries at the default backoff before a lead is flagged as failed.
      maxAttempts: positiveNumber(env.CRM_MAX_ATTEMPTS, 30),
      pollIntervalMs: positiveNumber(env.CRM_POLL_INTERVAL_MS, 5_000),
      agentsCacheMs: positiveNumber(env.CRM_AGENTS_CACHE_MS, 5 * 60_000),
    },
    postbackUrlTemplate: env.POSTBACK_URL_TEMPLATE || undefined,
    postbackTimeoutMs: positiveNumber(env.POSTBACK_TIMEOUT_MS, 5_000),
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    rateLimitPerMinute: positiveNumber(env.RATE_LIMIT_PER_MINUTE, 20),
    // A body must have arrived by then (issue 22: a byte every few seconds held a request 5 min).
    requestBodyTimeoutMs: positiveNumber(env.REQUEST_BODY_TIMEOUT_MS, 30_000),
    payments: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      // The club spot's one-time fee in AED; the club pages name no figure (docs/design.md §9).
      spotPriceAed: positiveNumber(env.CLUB_SPOT_PRICE, defaultSpotPriceAed),
      // Tests only: the Stripe SDK talks to a stand-in on loopback instead of api.stripe.com.
      apiUrl: env.STRIPE_API_URL || undefined,
      timeoutMs: positiveNumber(env.STRIPE_TIMEOUT_MS, 20_000),
    },
    bookingHours: env.BOOKING_HOURS?.trim() || defaultBookingHours,
    // A new lead's first contact is due within this many minutes of working time (BOOKING_HOURS).
    leadSlaMinutes: positiveNumber(env.LEAD_SLA_MINUTES, 15),
    // How many days from today (Dubai) a call can be booked: the calendar shows maxSlotDays.
    bookingHorizonDays: Math.floor(positiveNumber(env.BOOKING_HORIZON_DAYS, maxSlotDays)),
    // No call starts sooner than this after it is booked: the investor's change deadline (2 h).
    bookingMinNoticeMinutes: nonNegativeNumber(env.BOOKING_MIN_NOTICE_MINUTES, 120),
    // Club bookings from one visitor address per hour (a person books once; leads allow 20/min).
    bookingsPerAddressPerHour: positiveNumber(env.BOOKINGS_PER_ADDRESS_PER_HOUR, 3),
    // Booking e-mails (confirmation, move, cancellation) one address receives in 24 hours.
    bookingMailsPerRecipientPerDay: positiveNumber(env.BOOKING_MAILS_PER_RECIPIENT_PER_DAY, 4),
    mail: {
      // Unset: every message is written as an .eml file under DATA_DIR/mail/ (docs/design.md §10).
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM?.trim() || undefined,
      salesEmail: env.SALES_EMAIL?.trim() || undefined,
      timeoutMs: positiveNumber(env.MAIL_TIMEOUT_MS, 20_000),
      retryBaseMs: positiveNumber(env.MAIL_RETRY_BASE_MS, 5_000),
      retryMaxMs: positiveNumber(env.MAIL_RETRY_MAX_MS, 60 * 60_000),
      maxAttempts: positiveNumber(env.MAIL_MAX_ATTEMPTS, 30),
      pollIntervalMs: positiveNumber(env.MAIL_POLL_INTERVAL_MS, 5_000),
    },
  };
}

/** The club spot's price when CLUB_SPOT_PRICE is unset: AED 5,000. */
const defaultSpotPriceAed = 5000;

/** The experts' bookable hours in Dubai time when BOOKING_HOURS is unset (lib/server/bookings/hours.ts). */
export const defaultBookingHours = 'mon-fri 10:00-19:00';

export type LeadServiceConfig = ReturnType<typeof leadServiceConfig>;

/** Request body limits: a lead is a few hundred bytes; a CV is at most 5 MB plus the form around it. */
export const bodyLimits = {
  jsonBytes: 64 * 1024,
  multipartBytes: 6 * 1024 * 1024,
} as const;

/**
 * A file or folder under DATA_DIR: the SQLite store, CVs, mail kept as files. Every path the site
 * builds there comes from here, whole, so that Next's file tracing, which would otherwise read the
 * data directory as part of the project and list the leads, CVs and mail in the build's traces
 * (a file to deploy), stops at this one `turbopackIgnore`. Callers pass the result to `fs` as it is:
 * a name added to it outside this function is a pattern tracing would follow again.
 */
export function dataPath(...segments: string[]): string {
  return path.join(/*turbopackIgnore: true*/ leadServiceConfig().dataDir, ...segments);
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** As positiveNumber, 0 allowed (no minimum notice). */
function nonNegativeNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : fallback;
}

let parsedTrustProxy: { text: string | undefined; trusted: TrustedProxies } | undefined;

/**
 * TRUST_PROXY read once per value (lib/server/trusted-proxies.ts). An unreadable value stops the
 * server at start (lib/server/start.ts); should one appear later, nobody is trusted.
 */
function trustedProxies(text: string | undefined): TrustedProxies {
  const parsed = parsedTrustProxy;
  if (parsed && parsed.text === text) return parsed.trusted;
  let trusted: TrustedProxies;
  try {
    trusted = parseTrustProxy(text);
  } catch {
    trusted = { kind: 'none' };
  }
  parsedTrustProxy = { text, trusted };
  return trusted;
}
