'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { ZodError } from 'zod';
import { dayNames } from '@/lib/server/bookings/hours';
import {
  addDayOff,
  removeDayOff,
  setExpertWeek,
  restoreDefaultHours,
} from '@/lib/server/admin/expert-hours';
import { requireStaff } from '@/lib/server/admin/guard';

/*
 * The hours page's actions (docs/design.md §12). Each asks the role check first; the expert-hours
 * functions check again that this member of staff may set this expert's hours.
 */

function done(agentId: string, problem?: string): never {
  revalidatePath('/admin/hours');
  const query = new URLSearchParams({ agent: agentId, ...(problem ? { problem } : {}) });
  redirect(`/admin/hours?${query}`);
}

/** A ZodError is the form's problem (shown on the page); anything else is thrown on. */
function problemOf(error: unknown, name: string): string {
  if (error instanceof ZodError) return name;
  throw error;
}

export async function saveWeek(agentId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('hours.edit');
  const week = dayNames.map((day) => String(formData.get(day) ?? ''));
  const problem = await setExpertWeek(staff, agentId, week).then(
    () => undefined,
    (error: unknown) => problemOf(error, 'week'),
  );
  done(agentId, problem);
}

export async function resetWeek(agentId: string): Promise<void> {
  const staff = await requireStaff('hours.edit');
  await restoreDefaultHours(staff, agentId);
  done(agentId);
}

export async function addDay(agentId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('hours.edit');
  const problem = await addDayOff(staff, agentId, String(formData.get('day') ?? '')).then(
    () => undefined,
    (error: unknown) => problemOf(error, 'day'),
  );
  done(agentId, problem);
}

export async function removeDay(agentId: string, day: string): Promise<void> {
  const staff = await requireStaff('hours.edit');
  await removeDayOff(staff, agentId, day);
  done(agentId);
}
