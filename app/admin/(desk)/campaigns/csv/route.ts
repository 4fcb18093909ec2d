import { recordStaffAction } from '@/lib/server/admin/audit';
import { staffForRoute } from '@/lib/server/admin/guard';
import { getLeadStore } from '@/lib/server/database/connection';
import {
  campaignDimensions,
  campaignFigures,
  campaignRange,
  isCampaignDimension,
} from '@/lib/server/admin/campaigns';
import { csvCell } from '@/lib/server/leads-csv';

export const dynamic = 'force-dynamic';

/** The campaigns view as CSV: the same range and grouping as the page. */
export async function GET(request: Request) {
  const staff = await staffForRoute(request, 'campaigns.read');
  if (staff instanceof Response) return staff;
  const params = new URL(request.url).searchParams;
  const range = campaignRange(params.get('from'), params.get('to'));
  const by = isCampaignDimension(params.get('by'))
    ? (params.get('by') as keyof typeof campaignDimensions)
    : 'source';
  const figures = await campaignFigures(range, by);
  await recordStaffAction(await getLeadStore(), staff, 'read.export', {
    what: 'campaign figures',
    rows: figures.rows.length,
    filters: `${range.from} to ${range.to} by ${by}`,
  });
  const lines = [
    [by, 'leads', 'qualified', 'won', 'paid_bookings', 'revenue_aed'],
    ...figures.rows.map((row) => [
      row.key,
      row.leads,
      row.qualified,
      row.won,
      row.paidBookings,
      (row.revenue / 100).toFixed(2),
    ]),
  ].map((cells) => cells.map(csvCell).join(','));
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="campaigns-${range.from}-${range.to}-${by}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
