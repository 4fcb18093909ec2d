import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveRefresh } from '@/components/admin/live-refresh';
import { FilterSelect } from '@/components/admin/filter-select';
import { listAgents } from '@/lib/server/agents/directory';
import { requireStaff } from '@/lib/server/admin/guard';
import {
  inboxPage,
  leadKinds,
  paymentStatuses,
  workStatuses,
  type InboxFilters,
} from '@/lib/server/admin/inbox';
import { leadAccess } from '@/lib/server/admin/roles';
import { locales } from '@/lib/i18n/locales';
import { dubaiTime } from '@/lib/server/admin/format';

export const metadata: Metadata = { title: 'Leads' };

const filterKeys = [
  'kind',
  'status',
  'agent',
  'source',
  'campaign',
  'locale',
  'from',
  'to',
  'quarantine',
  'payment',
  'q',
  'after',
] as const;

export default async function LeadsInbox({ searchParams }: PageProps<'/admin/leads'>) {
  const staff = await requireStaff('leads.read');
  const access = leadAccess(staff);
  const params = await searchParams;
  const filters: InboxFilters = Object.fromEntries(
    filterKeys.map((key) => [key, typeof params[key] === 'string' ? params[key] : undefined]),
  );
  const [page, agents] = await Promise.all([inboxPage(filters, access), listAgents()]);
  const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));
  const nextQuery = new URLSearchParams(
    Object.entries({ ...filters, after: page.next }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

  return (
    <>
      <h1>Leads</h1>
      {!filters.after && <LiveRefresh />}
      <form className="admin-card admin-filters" method="get" role="search">
        <label>
          Search
          <input
            name="q"
            defaultValue={filters.q}
            placeholder={access.contact ? 'Name, phone or e-mail' : 'Name'}
          />
        </label>
        <FilterSelect label="Kind" name="kind" value={filters.kind} options={leadKinds} />
        <FilterSelect label="Status" name="status" value={filters.status} options={workStatuses} />
        {access.agentId === undefined && (
          <FilterSelect
            label="Expert"
            name="agent"
            value={filters.agent}
            options={agents.map((agent) => [agent.id, agent.name] as const)}
          />
        )}
        <label>
          Source
          <input name="source" defaultValue={filters.source} />
        </label>
        <label>
          Campaign
          <input name="campaign" defaultValue={filters.campaign} />
        </label>
        <FilterSelect label="Language" name="locale" value={filters.locale} options={locales} />
        <label>
          From
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <FilterSelect
          label="Quarantine"
          name="quarantine"
          value={filters.quarantine}
          options={[
            ['held', 'Held by the bot trap'],
            ['clear', 'Not held'],
          ]}
        />
        <FilterSelect
          label="Payment"
          name="payment"
          value={filters.payment}
          options={paymentStatuses}
        />
        <button type="submit" className="admin-button">
          Filter
        </button>
        <Link href="/admin/leads" className="admin-button secondary">
          Clear
        </Link>
      </form>

      <div className="admin-table-wrap">
        <table className="admin-cards">
          <thead>
            <tr>
              <th scope="col">Received (Dubai)</th>
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
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td>{dubaiTime(row.createdAt)}</td>
                <td className="wide">
                  <Link href={`/admin/leads/${row.id}`}>{row.name}</Link>{' '}
                  {row.returning && <span className="admin-tag">returning</span>}{' '}
                  {row.quarantined && <span className="admin-tag warn">quarantine</span>}
                </td>
                {access.contact && (
                  <td className="wide">
                    {row.phone}
                    {row.email && (
                      <>
                        <br />
                        {row.email}
                      </>
                    )}
                  </td>
                )}
                <td>{row.kind}</td>
                <td>
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
            ))}
          </tbody>
        </table>
      </div>
      {page.rows.length === 0 && <p>No leads match.</p>}
      <p>
        {filters.after && <Link href="/admin/leads">Newest</Link>}{' '}
        {page.next && <Link href={`/admin/leads?${nextQuery}`}>Older leads</Link>}
      </p>
    </>
  );
}
