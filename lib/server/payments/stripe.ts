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

/** Stripe signs webhooks itself; verifying one needs no API key. */
export const stripeWebhooks = Stripe.webhooks;
