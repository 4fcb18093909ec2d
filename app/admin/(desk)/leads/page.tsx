import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { ContactButtons } from '@/components/admin/contact-buttons';
import { LiveRefresh } from '@/components/admin/live-refresh';
import { InboxFilterForm } from '@/components/admin/inbox-filter-form';
import { listAgents } from '@/lib/server/agents/directory';
import { bookingHours } from '@/lib/server/bookings/hours';
import { leadServiceConfig } from '@/lib/server/config';
import { contactLinks } from '@/lib/server/admin/contact';
import { requireStaff } from '@/lib/server/admin/guard';
import { inboxFilterKeys, inboxPage, type InboxFilters } from '@/lib/server/admin/inbox';
import { waitingCount, workQueue } from '@/lib/server/admin/work-queue';
import { searchCookie, searchOf } from '@/lib/server/admin/lead-search';
import { leadAccess, may } from '@/lib/server/admin/roles';
import { ageText, slaDueAt } from '@/lib/server/admin/sla';
import { dubaiTime } from '@/lib/server/admin/format';
import { markContacted, tapContact } from './[id]/actions';
import { filterLeads } from './actions';

/** The tab counts the leads waiting for a first contact, so a background tab says when one comes. */
export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff('leads.read');
  if (!may(staff.role, 'leads.work')) return { title: 'Leads' };
  const waiting = await waitingCount(leadAccess(staff));
  return { title: waiting > 0 ? `(${waiting >= 100 ? '99+' : waiting}) Leads` : 'Leads' };
}

export default async function LeadsInbox({ searchParams }: PageProps<'/admin/leads'>) {
  const staff = await requireStaff('leads.read');
  const access = leadAccess(staff);
  const works = may(staff.role, 'leads.work');
  const params = await searchParams;
  const text = (key: string) => (typeof params[key] === 'string' ? params[key] : undefined);
  // Search words never come from the URL: its `search` id names the words kept in a cookie.
  const searchId = text('search');
  const q = searchOf((await cookies()).get(searchCookie.name)?.value, searchId);
  const filters: InboxFilters = Object.fromEntries(
    inboxFilterKeys.map((key) => [key, key === 'q' ? q : text(key)]),
  );
  const filtering = inboxFilterKeys.some((key) => key !== 'after' && filters[key]);
  // The work queue is the default for whoever works leads; marketing reads the list.
  const queue = works && text('view') !== 'all' && !filtering;
  const [page, agents] = await Promise.all([
    queue ? workQueue(access, filters.after) : inboxPage(filters, access),
    listAgents(),
  ]);
  const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));
  const nextQuery = new URLSearchParams(
    Object.entries({
      ...filters,
      q: undefined,
      search: q ? searchId : undefined,
      view: queue ? undefined : 'all',
      after: page.next,
    }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const now = new Date();
  const week = bookingHours();
  const sla = leadServiceConfig().leadSlaMinutes;
  const overdue = (row: (typeof page.rows)[number]) =>
    row.status === 'new' &&
    !row.firstContactAt &&
    slaDueAt(new Date(row.createdAt), sla, week).getTime() < now.getTime();

  return (
    <>
      <div className="admin-row admin-heading">
        <h1>{queue ? 'My queue' : 'Leads'}</h1>
        {works && (
          <nav className="admin-row" aria-label="Views">
            <Link href="/admin/leads" aria-current={queue ? 'page' : undefined}>
              Queue
            </Link>
            <Link href="/admin/leads?view=all" aria-current={queue ? undefined : 'page'}>
              All leads
            </Link>
          </nav>
        )}
      </div>
      {!filters.after && <LiveRefresh />}
      {queue && (
        <p className="admin-muted">
          Open leads{access.agentId !== undefined ? ' of yours and unassigned' : ''}, the
          uncontacted first, oldest first. First contact is due within {sla} minutes of working
          time.
        </p>
      )}
      <InboxFilterForm
        filters={filters}
        q={q}
        searchId={searchId}
        filtering={filtering}
        contact={access.contact}
        everyExpert={access.agentId === undefined}
        agents={agents}
        csv={!queue}
        action={filterLeads}
      />

      <div className="admin-table-wrap">
        <table className="admin-cards admin-queue">
          <thead>
            <tr>
              <th scope="col">Waiting</th>
              <th scope="col">Name</th>
              {access.contact && <th scope="col">Contact</th>}
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Expert</th>
              <th scope="col">Source / campaign</th>
              <th scope="col">Language</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => {
              const late = overdue(row);
              const links =
                row.phone !== null
                  ? contactLinks({
                      phone: row.phone,
                      locale: row.locale,
                      name: row.name,
                      expert: row.agentId ? agentName.get(row.agentId) : undefined,
                    })
                  : undefined;
              return (
                <tr key={row.id} className={late ? 'overdue' : undefined}>
                  <td>
                    <span
                      className={`admin-tag${late ? ' danger' : row.status === 'new' ? ' warn' : ''}`}
                    >
                      {row.status === 'new' ? (late ? 'overdue' : 'new') : row.status}
                    </span>{' '}
                    <span title={`${dubaiTime(row.createdAt)} (Dubai)`}>
                      {ageText(row.createdAt, now)}
                    </span>
                  </td>
                  <td className="wide">
                    <Link href={`/admin/leads/${row.id}`}>{row.name}</Link>{' '}
                    {row.returning && <span className="admin-tag">returning</span>}{' '}
                    {row.quarantined && <span className="admin-tag warn">quarantine</span>}
                    {row.nextActionAt && (
                      <div className="admin-muted">
                        Next: {dubaiTime(row.nextActionAt)}
                        {row.nextActionText && access.contact ? ` · ${row.nextActionText}` : ''}
                      </div>
                    )}
                  </td>
                  {access.contact && (
                    <td className="wide">
                      {links && works ? (
                        <ContactButtons
                          display={links.display}
                          tel={links.tel}
                          whatsapp={links.whatsapp}
                          name={row.name}
                          offerContacted={row.status === 'new'}
                          onTap={tapContact.bind(null, row.id)}
                          markContacted={markContacted.bind(null, row.id, 'inbox')}
                        />
                      ) : (
                        links?.display
                      )}
                      {row.email && <div className="admin-muted">{row.email}</div>}
                    </td>
                  )}
                  <td>{row.kind}</td>
                  <td>
                    <span className="admin-visually-hidden">Status: </span>
                    {row.status}
                    {row.paymentStatus && (
                      <>
                        {' '}
                        <span className="admin-tag">{row.paymentStatus}</span>
                      </>
                    )}
                  </td>
                  <td>{row.agentId ? (agentName.get(row.agentId) ?? row.agentId) : '—'}</td>
                  <td>{[row.source, row.campaign].filter(Boolean).join(' / ') || '—'}</td>
                  <td>{row.locale}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page.rows.length === 0 && <p>{queue ? 'Nothing waiting. Well done.' : 'No leads match.'}</p>}
      <p>
        {filters.after && (
          <Link href={queue ? '/admin/leads' : '/admin/leads?view=all'}>
            {queue ? 'Start of the queue' : 'Newest'}
          </Link>
        )}{' '}
        {page.next && (
          <Link href={`/admin/leads?${nextQuery}`}>
            {queue ? 'Further in the queue' : 'Older leads'}
          </Link>
        )}
      </p>
    </>
  );
}
