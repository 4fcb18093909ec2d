import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dubaiDate } from '@/lib/booking/slots';
import { listAgents } from '@/lib/server/agents/directory';
import { expertSchedule, mayEditHoursOf } from '@/lib/server/admin/expert-hours';
import { requireStaff } from '@/lib/server/admin/guard';
import { worksEveryExpert } from '@/lib/server/admin/roles';
import { dayNames } from '@/lib/server/bookings/hours';
import { FilterSelect } from '@/components/admin/filter-select';
import { addDay, removeDay, resetWeek, saveWeek } from './actions';

export const metadata: Metadata = { title: 'Hours' };

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An expert's weekly hours and days off (docs/design.md §12): admin any expert, sales its own. */
export default async function HoursPage({ searchParams }: PageProps<'/admin/hours'>) {
  const staff = await requireStaff('hours.edit');
  const params = await searchParams;
  const agents = await listAgents();
  const asked = typeof params.agent === 'string' ? params.agent : undefined;
  const agentId = worksEveryExpert(staff) ? (asked ?? agents[0]?.id ?? '') : (staff.agentId ?? '');
  const agent = agents.find((candidate) => candidate.id === agentId);
  if (!agent || !mayEditHoursOf(staff, agentId)) notFound();
  const today = dubaiDate(new Date());
  const schedule = await expertSchedule(agentId, today);

  return (
    <>
      <h1>Hours of {agent.name}</h1>
      {worksEveryExpert(staff) && (
        <form className="admin-card admin-filters" method="get">
          <FilterSelect
            label="Expert"
            name="agent"
            value={agentId}
            options={agents.map((candidate) => [candidate.id, candidate.name] as const)}
            any={false}
          />
          <button type="submit" className="admin-button">
            Show
          </button>
        </form>
      )}
      <div className="admin-columns">
        <section className="admin-card" aria-labelledby="hours-week">
          <h2 id="hours-week">Every week</h2>
          <p className="admin-muted">
            Dubai time, 30-minute calls: <code>09:00-13:00, 14:00-18:00</code>; empty for no calls
            that day.{' '}
            {schedule.own
              ? 'Set for this expert.'
              : 'Now the default hours (BOOKING_HOURS) of every expert.'}
          </p>
          {params.problem === 'week' && (
            <p role="alert" className="admin-error">
              Each day takes times on the hour or half hour, like 10:00-19:00, without overlaps.
            </p>
          )}
          <form action={saveWeek.bind(null, agentId)} className="admin-stack">
            {dayNames.map((day, weekday) => (
              <label key={day}>
                {weekdays[weekday]}
                <input name={day} defaultValue={schedule.week[weekday]} maxLength={200} />
              </label>
            ))}
            <button type="submit" className="admin-button">
              Save hours
            </button>
          </form>
          {schedule.own && (
            <form action={resetWeek.bind(null, agentId)}>
              <p>
                <button type="submit" className="admin-button secondary">
                  Use the default hours
                </button>
              </p>
            </form>
          )}
        </section>
        <section className="admin-card" aria-labelledby="hours-days-off">
          <h2 id="hours-days-off">Days off</h2>
          <p className="admin-muted">
            No new calls on these days; calls booked already stay (move them on the Calls page).
          </p>
          {params.problem === 'day' && (
            <p role="alert" className="admin-error">
              Choose a date.
            </p>
          )}
          <form action={addDay.bind(null, agentId)} className="admin-filters">
            <label>
              Date
              <input type="date" name="day" min={today} required />
            </label>
            <button type="submit" className="admin-button">
              Add day off
            </button>
          </form>
          {schedule.daysOff.length === 0 ? (
            <p>No days off ahead.</p>
          ) : (
            <ul className="admin-timeline">
              {schedule.daysOff.map((day) => (
                <li key={day}>
                  <form action={removeDay.bind(null, agentId, day)} className="admin-row">
                    <span>{day}</span>
                    <button
                      type="submit"
                      className="admin-button secondary"
                      aria-label={`Remove the day off on ${day}`}
                    >
                      Remove
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
