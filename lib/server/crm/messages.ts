import 'server-only';
import { leadServiceConfig, type LeadServiceConfig } from '../config';
import { getLeadStore, type LeadStore } from '../database/connection';
import { claimDueRow, dueRowIds } from '../outbox/due';
import { leaseUntil, retryDelayMs } from '../outbox/worker';
import { crmMessageRequest } from './payloads';
import { postToCrm } from './request';

const batchSize = 20;

/**
 * One pass over the CRM messages about no stored lead (an erasure, docs/design.md §15): the same
 * lease, backoff and retry bound as the leads. Returns how many were tried.
 */
export async function forwardDueMessages(): Promise<number> {
  const config = leadServiceConfig();
  if (!config.crm.baseUrl) return 0;
  const db = await getLeadStore();
  const due = await dueRowIds(db, 'crm_messages', batchSize);
  await Promise.all(due.map((id) => forwardMessage(db, id, config)));
  return due.length;
}

async function forwardMessage(db: LeadStore, id: string, config: LeadServiceConfig): Promise<void> {
  const now = new Date();
  const lease = leaseUntil(now, config.crm.timeoutMs);
  const message = await claimDueRow(db, 'crm_messages', id, now, lease);
  if (!message) return;
  const failure = await postToCrm(
    crmMessageRequest(message),
    `${message.kind}:${message.id}`,
    config,
  );
  const attempts = message.attempts + 1;
  const givingUp = Boolean(failure) && attempts >= config.crm.maxAttempts;
  await db
    .updateTable('crm_messages')
    .set(
      failure
        ? {
            status: givingUp ? 'failed' : 'pending',
            attempts,
            locked_until: null,
            next_attempt_at: givingUp
              ? null
              : new Date(Date.now() + retryDelayMs(attempts, config.crm)).toISOString(),
            last_error: failure,
          }
        : {
            status: 'delivered',
            attempts,
            locked_until: null,
            next_attempt_at: null,
            last_error: null,
            delivered_at: new Date().toISOString(),
          },
    )
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .execute();
  if (failure)
    console[givingUp ? 'error' : 'warn'](
      `[crm-outbox] ${message.kind} ${id} attempt ${attempts} failed (${failure})${givingUp ? '; flagged failed' : ''}`,
    );
}
