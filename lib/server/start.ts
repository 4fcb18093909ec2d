import 'server-only';
import { authSecretProblem } from './admin/auth-secret';
import { installPeerAddressHook } from './client-address';
import { objectStorage } from './config';
import { startCrmForwarding } from './crm/outbox';
import { getLeadStore } from './database/connection';
import { startListingsFeedPolling } from './listings-feed-poll';
import { mailSettingWarnings } from './mail/addresses';
import { startMailing } from './mail/outbox';
import { startRetention } from './privacy/retention';
import { siteUrlRuntimeWarning } from './site-url';
import { parseTrustProxy } from './trusted-proxies';

/**
 * Process start: refuse an unreadable TRUST_PROXY or S3_* setting, or a shared database without AUTH_SECRET, stamp requests with their peer address, open and
 * migrate the store, resume forwarding and mailing whatever an earlier run left pending, and start
 * the hourly retention job (lib/server/privacy/retention.ts) and, with LISTINGS_FEED_URL, the CRM
 * feed's import (lib/server/listings-feed-poll.ts).
 * Nothing here is awaited, so no request waits.
 */
export function startLeadService(): void {
  try {
    parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    // Trusting the wrong peers would let any visitor name their own address: do not start.
    console.error(`[lead-service] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  try {
    objectStorage();
  } catch (error) {
    // Files written to this machine instead of the bucket would be missing on every other one.
    console.error(`[lead-service] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const secretProblem = authSecretProblem();
  if (secretProblem) {
    // Instances generating keys of their own would sign staff out of each other: do not start.
    console.error(`[lead-service] ${secretProblem}`);
    process.exit(1);
  }
  installPeerAddressHook();
  // A malformed address is said loudly, once; leads are stored and mailed from the default.
  for (const warning of mailSettingWarnings()) console.warn(`[mail] WARNING: ${warning}`);
  const siteUrlWarning = siteUrlRuntimeWarning();
  if (siteUrlWarning) console.warn(`[lead-service] WARNING: ${siteUrlWarning}`);
  const startOutboxes = () => {
    startCrmForwarding();
    startMailing();
    startRetention();
    startListingsFeedPolling();
  };
  getLeadStore().then(startOutboxes, (error: unknown) => {
    // Requests open the store again on first use; the outboxes start anyway and retry each poll.
    console.error('[lead-service] could not open the lead store at start:', error);
    startOutboxes();
  });
}
