'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { requireStaff } from '@/lib/server/admin/guard';
import { inboxFilterKeys } from '@/lib/server/admin/inbox';
import { newSearch, searchCookie } from '@/lib/server/admin/lead-search';
import { getLeadStore } from '@/lib/server/database/connection';

/**
 * The inbox's filter form (a POST, docs/design.md §12): the filters go into the URL, the search
 * words into an HTTP-only cookie under an id the URL carries; the search is audited.
 */
export async function filterLeads(formData: FormData): Promise<void> {
  const staff = await requireStaff('leads.read');
  const query = new URLSearchParams({ view: 'all' });
  for (const key of inboxFilterKeys) {
    if (key === 'q' || key === 'after') continue;
    const value = formData.get(key);
    if (typeof value === 'string' && value.trim()) query.set(key, value.trim().slice(0, 200));
  }
  const words = String(formData.get('q') ?? '').trim();
  if (words) {
    const search = newSearch(words);
    (await cookies()).set(searchCookie.name, search.cookie, searchCookie.options);
    query.set('search', search.id);
    await recordStaffAction(await getLeadStore(), staff, 'read.search', {
      query: words.slice(0, 200),
      filters: Object.fromEntries(query),
    });
  }
  redirect(`/admin/leads?${query}`);
}
