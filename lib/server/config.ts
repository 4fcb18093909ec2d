import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { maxSlotDays } from '@/lib/booking/rules';
import { parseTrustProxy, type TrustedProxies } from './trusted-proxies';

/**
 * The lead service's settings (docs/design.md §6), read from the environment on every call so
 * tests and the operators' CLI can point one process at another database.
 */
export function leadServiceConfig() {
  const env = process.env;
  return {
    ...storeLocation(),
    crm: crmSettings(),
    postbackUrlTemplate: env.POSTBACK_URL_TEMPLATE || undefined,
    postbackTimeoutMs: positiveNumber(env.POSTBACK_TIMEOUT_MS, 5_000),
    ...requestSettings(),
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
    mail: mailSettings(),
  };
}

/*
 * The sections a lead write and the mail worker read several times each: narrower readers, read
 * from the environment on every call too, so the hot paths do not rebuild all forty settings.
 */

/** Where an accepted request comes from and how long it may take (issue 22). */
export function requestSettings() {
  const env = process.env;
  return {
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    rateLimitPerMinute: positiveNumber(env.RATE_LIMIT_PER_MINUTE, 20),
    // A body must have arrived by then (issue 22: a byte every few seconds held a request 5 min).
    requestBodyTimeoutMs: positiveNumber(env.REQUEST_BODY_TIMEOUT_MS, 30_000),
  };
}

/** The CRM leads are forwarded to; no `baseUrl`: none (docs/design.md §6). */
export function crmSettings() {
  const env = process.env;
  return {
    baseUrl: env.CRM_BASE_URL ? env.CRM_BASE_URL.replace(/\/+$/, '') : undefined,
    token: env.CRM_TOKEN || undefined,
    timeoutMs: positiveNumber(env.CRM_TIMEOUT_MS, 10_000),
    retryBaseMs: positiveNumber(env.CRM_RETRY_BASE_MS, 5_000),
    retryMaxMs: positiveNumber(env.CRM_RETRY_MAX_MS, 60 * 60_000),
    // About a day of retries at the default backoff before a lead is flagged as failed.
    maxAttempts: positiveNumber(env.CRM_MAX_ATTEMPTS, 30),
    pollIntervalMs: positiveNumber(env.CRM_POLL_INTERVAL_MS, 5_000),
    agentsCacheMs: positiveNumber(env.CRM_AGENTS_CACHE_MS, 5 * 60_000),
  };
}

/** How mail leaves (docs/design.md §10). */
export function mailSettings() {
  const env = process.env;
  return {
    // Unset: every message is written as an .eml file under DATA_DIR/mail/ (docs/design.md §10).
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM?.trim() || undefined,
    salesEmail: env.SALES_EMAIL?.trim() || undefined,
    timeoutMs: positiveNumber(env.MAIL_TIMEOUT_MS, 20_000),
    retryBaseMs: positiveNumber(env.MAIL_RETRY_BASE_MS, 5_000),
    retryMaxMs: positiveNumber(env.MAIL_RETRY_MAX_MS, 60 * 60_000),
    maxAttempts: positiveNumber(env.MAIL_MAX_ATTEMPTS, 30),
    pollIntervalMs: positiveNumber(env.MAIL_POLL_INTERVAL_MS, 5_000),
  };
}

/**
 * Where the lead store is, read from the environment on every call like the rest of the settings,
 * but without the rest: every query of a lead write asks for it, and the whole configuration (some
 * forty variables) was a measurable share of the write.
 */
export function storeLocation(): { dataDir: string; databaseUrl: string | undefined } {
  const env = process.env;
  return {
    // Resolved at run time against the working directory; not a build-time file reference.
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
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
  return path.join(/*turbopackIgnore: true*/ storeLocation().dataDir, ...segments);
}

/** Where uploaded files live when S3_BUCKET is set: any S3-compatible service (docs/design.md §15). */
export type ObjectStorage = {
  bucket: string;
  /** unset: AWS's own endpoint for the region */
  endpoint: string | undefined;
  region: string;
  /** unset: the AWS SDK's own credential chain (AWS_* variables, an instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path (`https://host/bucket/key`), as MinIO and most S3 stand-ins need */
  forcePathStyle: boolean;
};

const objectStorageSchema = z
  .object({
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET is not a bucket name')
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'S3_ENDPOINT is not an http(s) URL' })
      .optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE is neither true nor false' })
      .optional(),
  })
  .refine((settings) => !settings.S3_ACCESS_KEY_ID === !settings.S3_SECRET_ACCESS_KEY, {
    error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  .refine(
    (settings) =>
      Boolean(settings.S3_BUCKET) || Object.values(settings).every((value) => value === undefined),
    { error: 'an S3_* setting is given without S3_BUCKET' },
  )
  .transform((settings): ObjectStorage | undefined =>
    settings.S3_BUCKET
      ? {
          bucket: settings.S3_BUCKET,
          endpoint: settings.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: settings.S3_REGION ?? 'us-east-1',
          credentials:
            settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: settings.S3_ACCESS_KEY_ID,
                  secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  );

let parsedObjectStorage: { text: string; storage: ObjectStorage | undefined } | undefined;

/**
 * The S3_* settings, validated once per value: undefined (no S3_BUCKET) keeps media and CVs on
 * this machine as before. A setting that does not read throws, naming it; the server refuses to
 * start on it (lib/server/start.ts) rather than write files where other instances cannot see them.
 */
export function objectStorage(): ObjectStorage | undefined {
  const env = process.env;
  const settings = {
    // Empty means unset, as for every other setting.
    S3_BUCKET: env.S3_BUCKET || undefined,
    S3_ENDPOINT: env.S3_ENDPOINT || undefined,
    S3_REGION: env.S3_REGION || undefined,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID || undefined,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY || undefined,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE || undefined,
  };
  const text = JSON.stringify(settings);
  if (parsedObjectStorage?.text === text) return parsedObjectStorage.storage;
  const parsed = objectStorageSchema.safeParse(settings);
  // The message names the setting, never its value (the secret is one of them).
  if (!parsed.success)
    throw new Error(`S3 storage: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  parsedObjectStorage = { text, storage: parsed.data };
  return parsed.data;
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
