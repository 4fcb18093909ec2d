'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { cancelCallFor, moveCallFor } from '@/lib/server/admin/calls';
import { requireStaff } from '@/lib/server/admin/guard';
import type { CallChange } from '@/lib/server/bookings/manage';

/*
 * The calls page's actions: the role check first, then the calls module checks the call is this
 * member of staff's and changes it through lib/server/bookings/manage.ts (docs/design.md §11, §12).
 */

function done(outcome: CallChange, back: string): never {
  revalidatePath('/admin/calls');
  const query = new URLSearchParams(back);
  query.delete('move');
  if (!outcome.changed) query.set('problem', outcome.reason);
  redirect(`/admin/calls${query.size > 0 ? `?${query}` : ''}`);
}

export async function moveCallAction(
  leadId: string,
  back: string,
  formData: FormData,
): Promise<void> {
  const staff = await requireStaff('calls.read');
  const [date = '', time = ''] = String(formData.get('slot') ?? '').split(' ');
  done(await moveCallFor(staff, leadId, { date, time }), back);
}

export async function cancelCallAction(leadId: string, back: string): Promise<void> {
  const staff = await requireStaff('calls.read');
  done(await cancelCallFor(staff, leadId), back);
}
