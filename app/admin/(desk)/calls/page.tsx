import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterSelect } from '@/components/admin/filter-select';
import { listAgents } from '@/lib/server/agents/directory';
import { callInReach, slotsToMoveTo, upcomingCalls, type CallRow } from '@/lib/server/admin/calls';
import { requireStaff } from '@/lib/server/admin/guard';
import { worksEveryExpert } from '@/lib/server/admin/roles';
import { cancelCallAction, moveCallAction } from './actions';

export const metadata: Metadata = { title: 'Calls' };

const problems: Record<string, string> = {
  'slot-taken': 'That slot was just taken. Choose another.',
  'slot-unavailable': 'That slot is not one of the expert’s free slots any more. Choose another.',
  'no-call': 'That call was already cancelled.',
  'not-found': 'That call is not one of yours.',
};

/** Upcoming club calls by day and expert (docs/design.md §12): admin all, sales its own. */
export default async function CallsPage({ searchParams }: PageProps<'/admin/calls'>) {
  const staff = await requireStaff('calls.read');
  const params = await searchParams;
  const text = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  const [page, agents] = await Promise.all([
    upcomingCalls(staff, { agent: text('agent'), after: text('after') }),
    listAgents(),
  ]);
  const moving = text('move') ? await callInReach(staff, text('move')!) : undefined;
  const freeSlots = moving ? await slotsToMoveTo(moving.agentId) : [];
  const back = new URLSearchParams(
    Object.entries({ agent: text('agent'), after: text('after') }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  ).toString();
  const agentName = (id: string | null) =>
    (id && agents.find((agent) => agent.id === id)?.name) ?? id ?? '—';
  // Node 20 has no Map.groupBy.
  const days = new Map<string, CallRow[]>();
  for (const row of page.rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  const problem = text('problem');

  return (
    <>
      <h1>Calls</h1>
      {problem && (
        <p role="alert" className="admin-error">
          {problems[problem] ?? 'The call could not be changed.'}
        </p>
      )}
      {worksEveryExpert(staff) && (
        <form className="admin-card admin-filters" method="get">
          <FilterSelect
            label="Expert"
            name="agent"
            value={text('agent')}
            options={agents.map((agent) => [agent.id, agent.name] as const)}
          />
          <button type="submit" className="admin-button">
            Show
          </button>
        </form>
      )}
      {moving && text('move') && (
        <section className="admin-card" aria-labelledby="calls-move">
          <h2 id="calls-move">
            Move the call of {moving.name} ({moving.slot}, Dubai)
          </h2>
          {freeSlots.length === 0 ? (
            <p>{agentName(moving.agentId)} has no free slot in the next 14 days.</p>
          ) : (
            <form action={moveCallAction.bind(null, text('move')!, back)} className="admin-filters">
              <label>
                New time (Dubai)
                <select name="slot" required>
                  {freeSlots.map(({ date, time }) => (
                    <option key={`${date} ${time}`} value={`${date} ${time}`}>
                      {date} {time}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="admin-button">
                Move and tell the investor
              </button>
              <Link href={`/admin/calls${back ? `?${back}` : ''}`}>Keep it</Link>
            </form>
          )}
        </section>
      )}
      {page.rows.length === 0 && <p>No upcoming calls.</p>}
      {[...days].map(([date, rows]) => (
        <section key={date} aria-labelledby={`calls-${date}`}>
          <h2 id={`calls-${date}`}>{date}</h2>
          <div className="admin-table-wrap">
            <table className="admin-cards">
              <thead>
                <tr>
                  <th scope="col">Time (Dubai)</th>
                  <th scope="col">Expert</th>
                  <th scope="col">Investor</th>
                  <th scope="col">Status</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {rows
                  .toSorted(
                    (a, b) =>
                      a.time.localeCompare(b.time) ||
                      agentName(a.agentId).localeCompare(agentName(b.agentId)),
                  )
                  .map((call) => (
                    <CallLine
                      key={call.leadId}
                      call={call}
                      expert={agentName(call.agentId)}
                      back={back}
                    />
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {page.next && (
        <p>
          <Link
            href={`/admin/calls?${new URLSearchParams({ ...(text('agent') ? { agent: text('agent')! } : {}), after: page.next })}`}
          >
            Later calls →
          </Link>
        </p>
      )}
    </>
  );
}

function CallLine({ call, expert, back }: { call: CallRow; expert: string; back: string }) {
  const active = call.status !== 'cancelled' && !call.lapsed;
  const moveQuery = new URLSearchParams(back);
  moveQuery.set('move', call.leadId);
  return (
    <tr>
      <td>{call.time}</td>
      <td>{expert}</td>
      <td className="wide">
        <Link href={`/admin/leads/${call.leadId}`}>{call.name}</Link>
        {call.phone !== null && (
          <div className="admin-muted">
            <a href={`tel:${call.phone}`}>{call.phone}</a>
            {call.email && (
              <>
                {' · '}
                <a href={`mailto:${call.email}`}>{call.email}</a>
              </>
            )}
          </div>
        )}
      </td>
      <td>
        <span className={`admin-tag${call.status === 'cancelled' ? ' warn' : ''}`}>
          {call.status}
        </span>
        {call.paymentPending && <div className="admin-muted">payment under way</div>}
        {call.lapsed && <div className="admin-muted">slot lapsed (no payment)</div>}
      </td>
      <td>
        {active && (
          <div className="admin-row">
            <Link href={`/admin/calls?${moveQuery}`} aria-label={`Move the call of ${call.name}`}>
              Move
            </Link>
            <form action={cancelCallAction.bind(null, call.leadId, back)}>
              <button
                type="submit"
                className="admin-button secondary"
                aria-label={`Cancel the call of ${call.name}`}
              >
                Cancel
              </button>
            </form>
          </div>
        )}
      </td>
    </tr>
  );
}
