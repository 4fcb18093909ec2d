import type { Metadata } from 'next';
import { DubaiDaysFilter, FilterSelect } from '@/components/admin/filter-select';
import { LeadsPerDayChart } from '@/components/admin/leads-per-day-chart';
import {
  campaignDimensions,
  campaignFigures,
  campaignRange,
  isCampaignDimension,
  responseFigures,
  type CampaignRow,
} from '@/lib/server/admin/campaigns';
import { durationText } from '@/lib/server/admin/audit-words';
import { leadServiceConfig } from '@/lib/server/config';
import { money } from '@/lib/server/admin/format';
import { requireStaff } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: 'Campaigns' };

export default async function CampaignsPage({ searchParams }: PageProps<'/admin/campaigns'>) {
  await requireStaff('campaigns.read');
  const params = await searchParams;
  const range = campaignRange(params.from, params.to);
  const by = isCampaignDimension(params.by) ? params.by : 'source';
  const sla = leadServiceConfig().leadSlaMinutes;
  const [figures, response] = await Promise.all([
    campaignFigures(range, by),
    responseFigures(range, sla),
  ]);
  const csv = new URLSearchParams({ ...range, by });

  return (
    <>
      <h1>Campaigns</h1>
      <form className="admin-card admin-filters" method="get">
        <DubaiDaysFilter from={range.from} to={range.to} />
        <FilterSelect
          label="By"
          name="by"
          value={by}
          options={Object.entries(campaignDimensions)}
          any={false}
        />
        <button type="submit" className="admin-button">
          Show
        </button>
        <a href={`/admin/campaigns/csv?${csv}`} className="admin-button secondary" download>
          CSV
        </a>
      </form>
      <section className="admin-card" aria-labelledby="campaigns-response">
        <h2 id="campaigns-response">Response time</h2>
        {response.contacted === 0 ? (
          <p>No lead of these days has a first contact yet (a tap on Call or WhatsApp).</p>
        ) : (
          <dl>
            <dt>Median to first contact</dt>
            <dd>{durationText(response.medianSeconds ?? 0)}</dd>
            <dt>Mean</dt>
            <dd>{durationText(response.meanSeconds ?? 0)}</dd>
            <dt>Within {sla} min</dt>
            <dd>
              {response.withinSla} of {response.contacted} contacted (
              {Math.round((100 * response.withinSla) / response.contacted)}%)
            </dd>
          </dl>
        )}
      </section>
      <section className="admin-card" aria-labelledby="campaigns-per-day">
        <h2 id="campaigns-per-day">Leads per day</h2>
        <LeadsPerDayChart range={range} perDay={figures.perDay} />
      </section>
      {/* At 390 px the figures scroll sideways in their own box: keyboard users reach it too. */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Figures">
        <table>
          <caption className="admin-muted">
            {range.from} to {range.to} (Dubai days), by {campaignDimensions[by].toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">{campaignDimensions[by]}</th>
              <th scope="col" className="number">
                Leads
              </th>
              <th scope="col" className="number">
                Qualified
              </th>
              <th scope="col" className="number">
                Won
              </th>
              <th scope="col" className="number">
                Paid bookings
              </th>
              <th scope="col" className="number">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.rows.map((row) => (
              <Row key={row.key ?? ''} row={row} label={label(row.key, by === 'landing')} />
            ))}
          </tbody>
          <tfoot>
            <Row row={figures.total} label="All" />
          </tfoot>
        </table>
      </div>
    </>
  );
}

function Row({ row, label }: { row: CampaignRow; label: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="number">{row.leads}</td>
      <td className="number">{row.qualified}</td>
      <td className="number">{row.won}</td>
      <td className="number">{row.paidBookings}</td>
      <td className="number">{money(row.revenue, 'aed')}</td>
    </tr>
  );
}

function label(key: string | null, isPage: boolean): string {
  if (!key) return '(none)';
  if (!isPage) return key;
  try {
    return new URL(key).pathname;
  } catch {
    return key;
  }
}
