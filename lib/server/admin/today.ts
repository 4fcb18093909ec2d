import 'server-only';
import { addDays, dubaiDate, dubaiInstant } from '@/lib/booking/slots';
import { getLeadStore } from '../database/connection';
import { upcomingCalls, type CallRow } from './calls';
import { scoped } from './inbox';
import { leadAccess, may, type Staff } from './roles';

type DueAction = {
  leadId: string;
  name: string;
  at: string;
  text: string | null;
  agentId: string | null;
  status: string;
  phone: string | null;
  locale: string;
  /** set by this member of staff */
  mine: boolean;
};

export type TodayItem =
  | ({ kind: 'callback'; sortKey: string } & DueAction)
  | ({ kind: 'club-call'; sortKey: string } & CallRow);

/** The end of today in Dubai, as an ISO instant. */
function endOfDubaiDay(now: Date): string {
  return dubaiInstant(addDays(dubaiDate(now), 1)).toISOString();
}

/**
 * The Today page (docs/design.md §12): next actions due by tonight (overdue ones included) on
 * leads in this member of staff's reach, and today's club calls, together in Dubai time order.
 * The next actions are a range of `leads_next_action`, at most 200.
 */
export async function todayItems(staff: Staff, now = new Date()): Promise<TodayItem[]> {
  if (!may(staff.role, 'leads.work')) return [];
  const access = leadAccess(staff);
  const db = await getLeadStore();
  const actions = await scoped(
    db
      .selectFrom('leads')
      .select([
        'id',
        'name',
        'next_action_at',
        'next_action_text',
        'next_action_owner',
        'agent_id',
        'work_status',
        'phone',
        'locale',
      ])
      .where('next_action_at', 'is not', null)
      .where('next_action_at', '<', endOfDubaiDay(now))
      .orderBy('next_action_at')
      .limit(200),
    access,
  ).execute();
  const today = dubaiDate(now);
  const calls = (await upcomingCalls(staff, {}, now)).rows.filter(
    (call) => call.date === today && call.status !== 'cancelled',
  );
  const dubai = (iso: string) =>
    new Date(Date.parse(iso) + 4 * 60 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const items: TodayItem[] = [
    ...actions.map((row): TodayItem => ({
      kind: 'callback',
      sortKey: dubai(row.next_action_at!),
      leadId: row.id,
      name: row.name,
      at: row.next_action_at!,
      text: row.next_action_text,
      agentId: row.agent_id,
      status: row.work_status,
      phone: access.contact ? row.phone : null,
      locale: row.locale,
      mine: row.next_action_owner === staff.id,
    })),
    ...calls.map((call): TodayItem => ({
      kind: 'club-call',
      sortKey: `${call.date} ${call.time}`,
      ...call,
    })),
  ];
  return items.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
}
