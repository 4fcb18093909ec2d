import { cookies } from 'next/headers';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { staffForRoute } from '@/lib/server/admin/guard';
import { inboxFilterKeys, type InboxFilters } from '@/lib/server/admin/inbox';
import { backOfficeExport, csvStream } from '@/lib/server/admin/lead-export';
import { searchCookie, searchOf } from '@/lib/server/admin/lead-search';
import { leadAccess } from '@/lib/server/admin/roles';
import { getLeadStore } from '@/lib/server/database/connection';

export const dynamic = 'force-dynamic';

/**
 * The inbox's filtered list as CSV (docs/design.md §12): expert, status, notes and next action;
 * marketing's without contact details or free text. The export is audited with its filters.
 */
export async function GET(request: Request) {
  const staff = await staffForRoute(request, 'leads.read');
  if (staff instanceof Response) return staff;
  const params = new URL(request.url).searchParams;
  const q = searchOf(
    (await cookies()).get(searchCookie.name)?.value,
    params.get('search') ?? undefined,
  );
  const filters: InboxFilters = Object.fromEntries(
    inboxFilterKeys.map((key) => [key, key === 'q' ? q : (params.get(key) ?? undefined)]),
  );
  const described = inboxFilterKeys
    .filter((key) => key !== 'after' && filters[key])
    .map((key) => `${key}=${filters[key]}`)
    .join(', ');
  const lines = backOfficeExport(filters, leadAccess(staff), async (rows) => {
    await recordStaffAction(await getLeadStore(), staff, 'read.export', {
      what: 'leads',
      rows,
      filters: described || 'none',
    });
  });
  const day = new Date(Date.now() + 4 * 60 * 60_000).toISOString().slice(0, 10);
  return new Response(csvStream(lines), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
