import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactButtons } from '@/components/admin/contact-buttons';
import { LiveRefresh } from '@/components/admin/live-refresh';
import { listAgents } from '@/lib/server/agents/directory';
import { contactLinks } from '@/lib/server/admin/contact';
import { dubaiTime } from '@/lib/server/admin/format';
import { requireStaff } from '@/lib/server/admin/guard';
import { todayItems } from '@/lib/server/admin/today';
import { markContacted, tapContact } from '../leads/[id]/actions';

export const metadata: Metadata = { title: 'Today' };

/** Due callbacks and today's club calls together, in Dubai time (docs/design.md §12). */
export default async function TodayPage() {
  const staff = await requireStaff('leads.work');
  const now = new Date();
  const [items, agents] = await Promise.all([todayItems(staff, now), listAgents()]);
  const agentName = (id: string | null) =>
    (id && agents.find((agent) => agent.id === id)?.name) ?? '—';
  const nowKey = new Date(now.getTime() + 4 * 60 * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

  return (
    <>
      <h1>Today</h1>
      <LiveRefresh everyMs={60_000} />
      <p className="admin-muted">
        Callbacks due by tonight (the overdue first) and today’s club calls, in Dubai time.
      </p>
      {items.length === 0 && <p>Nothing due today.</p>}
      <ol className="admin-timeline admin-today">
        {items.map((item) => {
          const late = item.sortKey < nowKey;
          if (item.kind === 'club-call')
            return (
              <li key={`call-${item.leadId}`}>
                <strong>{item.time}</strong> <span className="admin-tag">club call</span>{' '}
                <Link href={`/admin/leads/${item.leadId}`}>{item.name}</Link> with{' '}
                {agentName(item.agentId)}
                {item.phone && (
                  <div className="admin-muted">
                    {contactLinks({ phone: item.phone, locale: 'en', name: item.name }).display}
                  </div>
                )}
              </li>
            );
          const links = item.phone
            ? contactLinks({
                phone: item.phone,
                locale: item.locale,
                name: item.name,
                expert: item.agentId ? agentName(item.agentId) : undefined,
              })
            : undefined;
          return (
            <li key={`next-${item.leadId}`}>
              <strong>
                {item.sortKey.slice(0, 10) === nowKey.slice(0, 10)
                  ? item.sortKey.slice(11)
                  : dubaiTime(item.at)}
              </strong>{' '}
              <span className={`admin-tag${late ? ' danger' : ''}`}>
                {late ? 'overdue' : 'callback'}
              </span>{' '}
              <Link href={`/admin/leads/${item.leadId}`}>{item.name}</Link> · {item.status} ·{' '}
              {agentName(item.agentId)}
              {item.text && <div>{item.text}</div>}
              {links && (
                <ContactButtons
                  display={links.display}
                  tel={links.tel}
                  whatsapp={links.whatsapp}
                  name={item.name}
                  offerContacted={item.status === 'new'}
                  onTap={tapContact.bind(null, item.leadId)}
                  markContacted={markContacted.bind(null, item.leadId, 'lead')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
