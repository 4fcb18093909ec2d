import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadDatabase } from '../database/schema';

export type AuditActor = { id: string | null; email: string };

/** Records one staff action (docs/design.md §12), in the caller's transaction when it has one. */
export async function recordStaffAction(
  db: Kysely<LeadDatabase>,
  actor: AuditActor,
  action: string,
  detail: Record<string, unknown>,
  leadId: string | null = null,
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      lead_id: leadId,
      detail: JSON.stringify(detail),
    })
    .execute();
}
