import 'server-only';
import { sql, type RawBuilder } from 'kysely';
import { addDays, dubaiDate, dubaiInstant } from '@/lib/booking/slots';
import { getLeadStore } from '../database/connection';

export const campaignDimensions = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  landing: 'Landing page',
  locale: 'Language',
} as const;
export type CampaignDimension = keyof typeof campaignDimensions;

export function isCampaignDimension(value: unknown): value is CampaignDimension {
  return typeof value === 'string' && value in campaignDimensions;
}

export type CampaignRange = { from: string; to: string };

export type CampaignRow = {
  key: string | null;
  leads: number;
  qualified: number;
  won: number;
  paidBookings: number;
  /** minor units (fils) */
  revenue: number;
};

export type CampaignFigures = {
  rows: CampaignRow[];
  total: CampaignRow;
  perDay: { day: string; leads: number }[];
};

function dimensionColumn(dimension: CampaignDimension): RawBuilder<string | null> {
  switch (dimension) {
    case 'source':
      return sql`utm_source`;
    case 'medium':
      return sql`utm_medium`;
    case 'campaign':
      return sql`utm_campaign`;
    case 'locale':
      return sql`locale`;
    case 'landing':
      // The page without its query string (the UTM parameters would make every lead its own page).
      return sql`landing_page`;
  }
}

/** The first and the day after the last Dubai day of a range of YYYY-MM-DD as ISO bounds. */
function bounds({ from, to }: CampaignRange): [string, string] {
  return [dubaiInstant(from).toISOString(), dubaiInstant(addDays(to, 1)).toISOString()];
}

/** The Dubai day of a UTC hour `YYYY-MM-DDTHH`. */
function dubaiDayOfHour(hour: string): string {
  return dubaiDate(new Date(`${hour}:00:00.000Z`));
}

/**
 * What each source, medium, campaign, landing page or language brought over a date range: leads,
 * qualified (qualified or won), won, paid bookings and their revenue, plus leads per day. Each is
 * one pass over a range of `leads_campaigns`, the index holding every column read
 * (campaigns-migration.ts); leads the bot trap still holds are not counted.
 */
export async function campaignFigures(
  range: CampaignRange,
  dimension: CampaignDimension,
): Promise<CampaignFigures> {
  const db = await getLeadStore();
  const [from, to] = bounds(range);
  const paid = sql`payment_status in ('paid', 'partially-refunded')`;
  const inRange = db
    .selectFrom('leads')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('forward_status', '!=', 'quarantined');
  const [groups, days] = await Promise.all([
    inRange
      .select([
        dimensionColumn(dimension).as('key'),
        sql<number>`count(*)`.as('leads'),
        sql<number>`sum(case when work_status in ('qualified', 'won') then 1 else 0 end)`.as(
          'qualified',
        ),
        sql<number>`sum(case when work_status = 'won' then 1 else 0 end)`.as('won'),
        sql<number>`sum(case when ${paid} then 1 else 0 end)`.as('paid_bookings'),
        sql<number>`sum(case when ${paid} then coalesce(payment_amount, 0) else 0 end)`.as(
          'revenue',
        ),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`2`, 'desc')
      .execute(),
    // Counted per UTC hour, then summed per Dubai day (a 01:00 lead in Dubai is that day's).
    inRange
      .select([
        sql<string>`substr(created_at, 1, 13)`.as('hour'),
        sql<number>`count(*)`.as('leads'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute(),
  ]);
  const rows = groups.map((group) => ({
    key: group.key,
    leads: Number(group.leads),
    qualified: Number(group.qualified),
    won: Number(group.won),
    paidBookings: Number(group.paid_bookings),
    revenue: Number(group.revenue),
  }));
  const total = rows.reduce<CampaignRow>(
    (sum, row) => ({
      key: null,
      leads: sum.leads + row.leads,
      qualified: sum.qualified + row.qualified,
      won: sum.won + row.won,
      paidBookings: sum.paidBookings + row.paidBookings,
      revenue: sum.revenue + row.revenue,
    }),
    { key: null, leads: 0, qualified: 0, won: 0, paidBookings: 0, revenue: 0 },
  );
  const perDay = new Map<string, number>();
  for (const { hour, leads } of days) {
    const day = dubaiDayOfHour(hour);
    perDay.set(day, (perDay.get(day) ?? 0) + Number(leads));
  }
  return {
    rows,
    total,
    perDay: [...perDay].map(([day, leads]) => ({ day, leads })),
  };
}

export type ResponseFigures = {
  /** leads with a first contact (a tap on Call or WhatsApp) */
  contacted: number;
  /** their mean and median seconds from arrival to first contact */
  meanSeconds: number | null;
  medianSeconds: number | null;
  /** of them, contacted within the SLA's minutes (clock time) */
  withinSla: number;
};

/**
 * How fast leads of the range were first contacted (docs/design.md §12): one pass over a range of
 * `leads_response` (created_at, forward_status, response_seconds), the index alone.
 */
export async function responseFigures(
  range: CampaignRange,
  slaMinutes: number,
): Promise<ResponseFigures> {
  const db = await getLeadStore();
  const [from, to] = bounds(range);
  const rows = await db
    .selectFrom('leads')
    .select('response_seconds')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('forward_status', '!=', 'quarantined')
    .where('response_seconds', 'is not', null)
    .execute();
  const seconds = rows.map((row) => Number(row.response_seconds)).sort((a, b) => a - b);
  if (seconds.length === 0)
    return { contacted: 0, meanSeconds: null, medianSeconds: null, withinSla: 0 };
  const middle = Math.floor(seconds.length / 2);
  return {
    contacted: seconds.length,
    meanSeconds: Math.round(seconds.reduce((sum, value) => sum + value, 0) / seconds.length),
    medianSeconds:
      seconds.length % 2
        ? seconds[middle]!
        : Math.round((seconds[middle - 1]! + seconds[middle]!) / 2),
    withinSla: seconds.filter((value) => value <= slaMinutes * 60).length,
  };
}

/** The range a query string asks for, else the last 30 days (Dubai), never more than two years. */
export function campaignRange(
  from: unknown,
  to: unknown,
  today = dubaiDate(new Date()),
): CampaignRange {
  const day = (value: unknown) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(value))
      ? value
      : undefined;
  const end = day(to) ?? today;
  const start = new Date(`${end}T00:00:00.000Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  const earliest = new Date(`${end}T00:00:00.000Z`);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - 2);
  const begin = day(from) ?? start.toISOString().slice(0, 10);
  return {
    from: begin < earliest.toISOString().slice(0, 10) ? earliest.toISOString().slice(0, 10) : begin,
    to: end,
  };
}
