import 'server-only';
import { getLeadStore } from '../database/connection';
import {
  inboxPageSize,
  inboxRow,
  scoped,
  selectInboxRows,
  withContact,
  type InboxPage,
  type SelectedRow,
} from './inbox';
import type { LeadAccess } from './roles';

/** The open statuses in the order the work queue takes them: the uncontacted first. */
const queueStatuses = ['new', 'contacted', 'qualified'] as const;

/**
 * The work queue, the inbox's default (docs/design.md §12): the open leads in this member of staff's
 * reach (sales: its agent's and the unassigned; manager and admin: everyone's), never one the bot
 * trap holds, the uncontacted first and the oldest first within each status. Each status is a range
 * of `leads_inbox_status` (work_status, created_at), read in order, so a page costs about
 * `inboxPageSize` index entries however many leads there are. The cursor names the status too.
 */
export async function workQueue(access: LeadAccess, after?: string): Promise<InboxPage> {
  const db = await getLeadStore();
  const cursor = after ? parseQueueCursor(after) : undefined;
  const rows: SelectedRow[] = [];
  const start = cursor ? queueStatuses.indexOf(cursor.status as never) : 0;
  for (let index = Math.max(0, start); index < queueStatuses.length; index++) {
    const status = queueStatuses[index]!;
    let query = selectInboxRows(db)
      .where('work_status', '=', status)
      .where('forward_status', '!=', 'quarantined')
      .orderBy('created_at')
      .orderBy('id')
      .limit(inboxPageSize + 1 - rows.length);
    if (cursor && cursor.status === status) {
      const { createdAt, id } = cursor;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '>', createdAt),
          eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)]),
        ]),
      );
    }
    rows.push(...(await withContact(scoped(query, access), access)));
    if (rows.length > inboxPageSize) break;
  }
  const page = rows.slice(0, inboxPageSize);
  const last = page.at(-1);
  return {
    rows: page.map(inboxRow),
    next:
      rows.length > inboxPageSize && last
        ? Buffer.from(`${last.work_status}|${last.created_at}|${last.id}`).toString('base64url')
        : undefined,
  };
}

function parseQueueCursor(cursor: string) {
  const [status, createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return status && createdAt && id ? { status, createdAt, id } : undefined;
}

/**
 * How many uncontacted leads wait in this member of staff's queue, for the tab's title; counted to
 * 100 at most, so the count reads a bounded range of `leads_inbox_status`.
 */
export async function waitingCount(access: LeadAccess): Promise<number> {
  const db = await getLeadStore();
  const waiting = await scoped(
    db
      .selectFrom('leads')
      .select('id')
      .where('work_status', '=', 'new')
      .where('forward_status', '!=', 'quarantined')
      .limit(100),
    access,
  ).execute();
  return waiting.length;
}
