import 'server-only';
import type { Kysely } from 'kysely';
import { getLeadStore } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { scoped } from './inbox';
import type { LeadAccess } from './roles';

/** One of the person's other leads (same phone or e-mail), for the lead page and the staff mail. */
export type OtherLead = {
  id: string;
  createdAt: string;
  kind: string;
  agentId: string | null;
  status: string;
  /** a club call this lead holds: its Dubai slot while booked or moved */
  clubCall: string | null;
};

/**
 * The person's other leads, newest first (docs/design.md §12): the same phone or e-mail, each
 * through its own index (leads_phone, leads_email), at most 20 of each. With `access`, only those
 * in that member of staff's reach.
 */
export async function otherLeadsOf(
  lead: { id: string; phone: string; email: string | null },
  access?: LeadAccess,
  db?: Kysely<LeadDatabase>,
): Promise<OtherLead[]> {
  const store = db ?? (await getLeadStore());
  const byColumn = (column: 'phone' | 'email', value: string) => {
    const query = store
      .selectFrom('leads')
      .select(['id', 'created_at', 'kind', 'agent_id', 'work_status', 'call_status', 'call_slot'])
      .where(column, '=', value)
      .where('id', '!=', lead.id)
      .where('forward_status', '!=', 'quarantined')
      .orderBy('created_at', 'desc')
      .limit(20);
    return (access ? scoped(query, access) : query).execute();
  };
  const rows = (
    await Promise.all([
      byColumn('phone', lead.phone),
      lead.email ? byColumn('email', lead.email) : [],
    ])
  ).flat();
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      kind: row.kind,
      agentId: row.agent_id,
      status: row.work_status,
      clubCall: row.call_status === 'booked' || row.call_status === 'moved' ? row.call_slot : null,
    }));
}

/**
 * The expert of the newest earlier lead with this phone or e-mail (docs/design.md §12), each through
 * its own index (leads_phone, leads_email: one short range read each).
 */
export async function earlierAgentOf(
  phone: string,
  email: string | undefined,
  db?: Kysely<LeadDatabase>,
): Promise<string | undefined> {
  const store = db ?? (await getLeadStore());
  const newest = (column: 'phone' | 'email', value: string) =>
    store
      .selectFrom('leads')
      .select(['agent_id', 'created_at'])
      .where(column, '=', value)
      .where('agent_id', 'is not', null)
      .where('agent_id', '!=', '')
      .where('forward_status', '!=', 'quarantined')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const found = (
    await Promise.all([newest('phone', phone), email ? newest('email', email) : undefined])
  ).filter((row) => row !== undefined);
  found.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return found[0]?.agent_id ?? undefined;
}
