import 'server-only';
import { leadServiceConfig, type LeadServiceConfig } from '../config';
import type { Kysely } from 'kysely';
import { getLeadStore, type LeadStore } from '../database/connection';
import type { LeadDatabase, LeadsTable } from '../database/schema';
import { leaseUntil, nudgeOutbox, retryDelayMs, startOutbox, stopOutbox } from '../outbox/worker';
import { forwardDueMessages } from './messages';
import { crmRequestFor } from './payloads';
import { describeNetworkError, postToCrm } from './request';

/**
 * Forwards stored leads to the CRM. The outbox is the lead row itself: pending until the CRM answers
 * 2xx, retried with exponential backoff while it is down or failing, flagged `failed` after
 * CRM_MAX_ATTEMPTS. Only a worker touches the CRM; a visitor's request never waits for it. The loop
 * and its leases are the mail outbox's too (../outbox/worker.ts).
 */
const batchSize = 20;

const crmOutbox = {
  name: 'crm-outbox',
  pass: async () => (await forwardDueLeads()) + (await forwardDueMessages()),
  pollIntervalMs: () => leadServiceConfig().crm.pollIntervalMs,
  batchSize,
};

/** Starts the worker of this process (once); it first picks up whatever an earlier run left pending. */
export function startCrmForwarding(): void {
  if (leadServiceConfig().crm.baseUrl) startOutbox(crmOutbox);
}

/** Stops the worker and waits for the pass in flight (tests, shutdown). */
export async function stopCrmForwarding(): Promise<void> {
  await stopOutbox(crmOutbox.name);
}

/** A lead was just stored: forward it now rather than at the next poll. */
export function nudgeCrmForwarding(): void {
  nudgeOutbox(crmOutbox);
}

/** One pass over the leads that are due; returns how many were tried. */
export async function forwardDueLeads(): Promise<number> {
  const config = leadServiceConfig();
  if (!config.crm.baseUrl) return 0;
  const db = await getLeadStore();
  const now = new Date().toISOString();
  const due = await db
    .selectFrom('leads')
    .select('id')
    .where('forward_status', '=', 'pending')
    .where('forward_next_attempt_at', '<=', now)
    .where((eb) =>
      eb.or([eb('forward_locked_until', 'is', null), eb('forward_locked_until', '<', now)]),
    )
    .orderBy('forward_next_attempt_at')
    .limit(batchSize)
    .execute();
  await Promise.all(due.map(({ id }) => forwardLead(db, id, config)));
  return due.length;
}

async function forwardLead(db: LeadStore, id: string, config: LeadServiceConfig): Promise<void> {
  const now = new Date();
  // The lease makes one instance the sender; if it dies mid-send, the lease runs out and another retries.
  const lease = leaseUntil(now, config.crm.timeoutMs);
  const lead = await db
    .updateTable('leads')
    .set({ forward_locked_until: lease })
    .where('id', '=', id)
    .where('forward_status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('forward_locked_until', 'is', null),
        eb('forward_locked_until', '<', now.toISOString()),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!lead) return;

  const failure = await sendToCrm(lead, config);
  const attempts = lead.forward_attempts + 1;
  if (!failure) {
    await db
      .updateTable('leads')
      .set({
        forward_status: 'delivered',
        forward_attempts: attempts,
        forwarded_at: new Date().toISOString(),
        forward_locked_until: null,
        forward_next_attempt_at: null,
        forward_last_error: null,
      })
      .where('id', '=', id)
      // A lead updated during the send (queueLeadUpdate cleared the lease) stays queued.
      .where('forward_locked_until', '=', lease)
      .execute();
    return;
  }

  const givingUp = attempts >= config.crm.maxAttempts;
  const delayMs = retryDelayMs(attempts, config.crm);
  await db
    .updateTable('leads')
    .set({
      forward_status: givingUp ? 'failed' : 'pending',
      forward_attempts: attempts,
      forward_locked_until: null,
      forward_next_attempt_at: givingUp ? null : new Date(Date.now() + delayMs).toISOString(),
      forward_last_error: failure,
    })
    .where('id', '=', id)
    .where('forward_locked_until', '=', lease)
    .execute();
  if (givingUp) {
    console.error(
      `[crm-outbox] lead ${id} NOT delivered after ${attempts} attempts (${failure}); flagged failed`,
    );
  } else {
    console.warn(
      `[crm-outbox] lead ${id} attempt ${attempts} failed (${failure}); retry in ${Math.round(delayMs / 1000)} s`,
    );
  }
}

/** Undefined when the CRM took the lead (2xx), else why not, for the operators' export. */
async function sendToCrm(lead: LeadsTable, config: LeadServiceConfig): Promise<string | undefined> {
  try {
    // The CRM can drop a repeat: a lead is re-sent if we crash between its 2xx and our bookkeeping.
    // An update of a lead it already has (paid, scheduled) is a new revision with its own key.
    const key = lead.forward_revision ? `${lead.id}:${lead.forward_revision}` : lead.id;
    return await postToCrm(await crmRequestFor(lead), key, config);
  } catch (error) {
    return describeNetworkError(error);
  }
}

/**
 * A lead changed after it was stored (a spot reservation paid, refunded or scheduled): queue it for
 * the CRM again. A lead the CRM already has, or is being sent right now, goes as a new revision.
 */
export async function queueLeadUpdate(db: Kysely<LeadDatabase>, id: string): Promise<void> {
  if (!leadServiceConfig().crm.baseUrl) return;
  await db
    .updateTable('leads')
    .set((eb) => ({
      forward_revision: eb
        .case()
        .when(
          eb.and([eb('forward_status', '=', 'pending'), eb('forward_locked_until', 'is', null)]),
        )
        .then(eb.ref('forward_revision'))
        .else(eb('forward_revision', '+', 1))
        .end(),
      forward_status: 'pending',
      forward_attempts: 0,
      forward_next_attempt_at: new Date().toISOString(),
      forward_locked_until: null,
    }))
    .where('id', '=', id)
    .where('forward_status', '!=', 'not-configured')
    // A payment record kept after its person was erased is never sent again.
    .where('forward_status', '!=', 'erased')
    .execute();
}

/** Puts leads flagged `failed` back in the queue (operators' CLI, once the CRM is fixed). */
export async function requeueFailedLeads(): Promise<number> {
  const db = await getLeadStore();
  const result = await db
    .updateTable('leads')
    .set({
      forward_status: 'pending',
      forward_attempts: 0,
      forward_next_attempt_at: new Date().toISOString(),
      forward_locked_until: null,
    })
    .where('forward_status', '=', 'failed')
    .executeTakeFirst();
  const messages = await db
    .updateTable('crm_messages')
    .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString() })
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) + Number(messages.numUpdatedRows);
}
