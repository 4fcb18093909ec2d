import 'server-only';
import Stripe from 'stripe';
import { leadServiceConfig } from '../config';

type CachedClient = { key: string; client: Stripe };
const clientSlot = Symbol.for('meridian-gate.stripe');
const slots = globalThis as typeof globalThis & { [clientSlot]?: CachedClient };

/**
 * The Stripe server SDK, or undefined when STRIPE_SECRET_KEY is unset (the booking continues as an
 * unpaid reservation). STRIPE_API_URL, for tests only, points it at a stand-in on loopback.
 */
export function stripeClient(): Stripe | undefined {
  const { secretKey, apiUrl, timeoutMs } = leadServiceConfig().payments;
  if (!secretKey) return undefined;
  const key = `${secretKey}\n${apiUrl ?? ''}\n${timeoutMs}`;
  const cached = slots[clientSlot];
  if (cached?.key === key) return cached.client;

  const client = new Stripe(secretKey, {
    ...apiLocation(apiUrl),
    timeout: timeoutMs,
    // Safe to retry: every write carries an idempotency key.
    maxNetworkRetries: 2,
    telemetry: false,
  });
  slots[clientSlot] = { key, client };
  return client;
}

function apiLocation(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** What Stripe (or the way to it) said, for the log line 'Stripe error: {message}'. */
export function logStripeError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Stripe error: ${message}`);
}

/** How far a webhook's signed time may be from ours, either way: Stripe's default five minutes. */
const webhookToleranceSeconds = 300;

/**
 * The event of a webhook whose signature is Stripe's and whose signed time is within five minutes
 * of ours, before or after (Stripe's SDK checks only the past: issue 22 replayed a webhook dated a
 * day ahead). Throws, with the reason, otherwise. Verifying needs no API key.
 */
export function verifiedWebhookEvent(
  payload: Buffer,
  signature: string,
  secret: string,
  now = Date.now(),
): Stripe.Event {
  const event: unknown = Stripe.webhooks.constructEvent(
    payload,
    signature,
    secret,
    webhookToleranceSeconds,
  );
  const timestamps = signature
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.startsWith('t='));
  const signedAt = timestamps.length === 1 ? Number(timestamps[0]?.slice(2)) : NaN;
  if (!(Math.abs(now / 1000 - signedAt) <= webhookToleranceSeconds))
    throw new Error('signature timestamp outside the tolerance zone');
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    throw new Error('the signed payload is not an event');
  return event as Stripe.Event;
}
