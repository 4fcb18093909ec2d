import Link from 'next/link';
import { DubaiDaysFilter, FilterSelect } from '@/components/admin/filter-select';
import type { Agent } from '@/lib/leads/agent';
import { locales } from '@/lib/i18n/locales';
import {
  leadKinds,
  paymentStatuses,
  workStatuses,
  type InboxFilters,
} from '@/lib/server/admin/inbox';

/**
 * The inbox's search and filters, folded away until opened (or while a filter is on). The form
 * POSTs to a server action: the search words never reach the URL (docs/design.md §12).
 */
export function InboxFilterForm({
  filters,
  q,
  searchId,
  filtering,
  contact,
  everyExpert,
  agents,
  csv,
  action,
}: {
  filters: InboxFilters;
  q: string | undefined;
  searchId: string | undefined;
  filtering: boolean;
  contact: boolean;
  everyExpert: boolean;
  agents: Agent[];
  csv: boolean;
  action: (formData: FormData) => Promise<void>;
}) {
  const csvQuery = new URLSearchParams(
    Object.entries({ ...filters, q: undefined, after: undefined, search: searchId }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return (
    <details className="admin-card admin-fold" open={filtering}>
      <summary>Search and filters{filtering ? ' (on)' : ''}</summary>
      <form action={action} className="admin-filters" role="search">
        <label>
          Search
          <input
            name="q"
            defaultValue={q}
            placeholder={contact ? 'Name, phone or e-mail' : 'Name'}
          />
        </label>
        <FilterSelect label="Kind" name="kind" value={filters.kind} options={leadKinds} />
        <FilterSelect label="Status" name="status" value={filters.status} options={workStatuses} />
        {everyExpert && (
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
        <DubaiDaysFilter from={filters.from} to={filters.to} />
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
        <Link href="/admin/leads?view=all" className="admin-button secondary">
          Clear
        </Link>
      </form>
      {csv && (
        <p>
          <a href={`/admin/leads/csv?${csvQuery}`}>Download these leads as CSV</a>
        </p>
      )}
    </details>
  );
}
