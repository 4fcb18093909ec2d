import 'server-only';
import { listAgents } from '../agents/directory';
import { getLeadStore } from '../database/connection';
import { leadsInArrivalOrder, type LeadSelection } from '../lead-store';
import { csvHeaderFor, leadCsvLine, type ExportContext, type ExportLead } from '../leads-csv';
import { filtered, scoped, type InboxFilters } from './inbox';
import type { LeadAccess } from './roles';

/**
 * Leads as CSV (docs/design.md §12): the operators' `npm run leads -- export` and the back office's
 * filtered export write the same columns; marketing's has no contact details or free text. Both
 * read a page of leads at a time and that page's notes in one query.
 */

const pageSize = 500;

/** Agents by name and the page's notes (oldest first, `author: text`, one per line). */
async function contextFor(leadIds: string[], withNotes: boolean): Promise<ExportContext> {
  const db = await getLeadStore();
  const [agents, notes] = await Promise.all([
    listAgents(),
    withNotes && leadIds.length > 0
      ? db
          .selectFrom('lead_notes')
          .select(['lead_id', 'body'])
          .where('lead_id', 'in', leadIds)
          .orderBy('lead_id')
          .orderBy('created_at')
          .execute()
      : [],
  ]);
  const byLead = new Map<string, string[]>();
  for (const note of notes)
    byLead.set(note.lead_id, [...(byLead.get(note.lead_id) ?? []), note.body]);
  return {
    agentName: (agentId) => agents.find((agent) => agent.id === agentId)?.name,
    notes: (leadId) => byLead.get(leadId)?.join('\n'),
  };
}

async function* linesOf(pages: AsyncIterable<ExportLead[]>, contact: boolean) {
  yield `\uFEFF${csvHeaderFor(contact)}`;
  for await (const page of pages) {
    const context = await contextFor(
      page.map((lead) => lead.id),
      contact,
    );
    yield page.map((lead) => leadCsvLine(lead, context, contact)).join('');
  }
}

async function* pagesOf<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const item of items) {
    page.push(item);
    if (page.length < pageSize) continue;
    yield page;
    page = [];
  }
  if (page.length > 0) yield page;
}

/** The operators' export: every lead (or a selection) in arrival order, with every column. */
export function operatorExport(selection: LeadSelection): AsyncGenerator<string> {
  return linesOf(pagesOf(leadsInArrivalOrder(selection, pageSize)), true);
}

/** The back office's export cap: a filtered list, not a backup (that is the CLI's). */
const backOfficeExportLimit = 20_000;

/**
 * The inbox's filters as CSV, newest first, in this member of staff's reach, at most
 * `backOfficeExportLimit` leads. Calls `onDone` with the count when the last line is written.
 */
export function backOfficeExport(
  filters: InboxFilters,
  access: LeadAccess,
  onDone: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  async function* pages(): AsyncGenerator<ExportLead[]> {
    let after: { createdAt: string; id: string } | undefined;
    let rows = 0;
    while (rows < backOfficeExportLimit) {
      const page = await exportQuery(filters, access, after, pageSize);
      if (page.length === 0) break;
      rows += page.length;
      yield page;
      const last = page.at(-1)!;
      after = { createdAt: last.created_at, id: last.id };
      if (page.length < pageSize) break;
    }
    await onDone(rows);
  }
  return linesOf(pages(), access.contact);
}

/** A CSV generator as a streamed response body. */
export function csvStream(lines: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

/**
 * One page of the back office's CSV export: the inbox's filters, newest first after `after`, every
 * column; contact columns are read as nothing for a role that may not see them.
 */
async function exportQuery(
  filters: InboxFilters,
  access: LeadAccess,
  after: { createdAt: string; id: string } | undefined,
  limit: number,
) {
  const db = await getLeadStore();
  let query = scoped(
    filtered(db.selectFrom('leads').selectAll(), { ...filters, after: undefined }, access),
    access,
  )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  const rows = await query.execute();
  if (access.contact) return rows;
  return rows.map((row) => ({
    ...row,
    name: '',
    phone: '',
    email: null,
    details: '{}',
    cv_file: null,
    client_address: null,
    user_agent: null,
    work_status_reason: null,
    next_action_text: null,
  }));
}
