'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { ZodError } from 'zod';
import { requireStaff } from '@/lib/server/admin/guard';
import {
  addLeadNote,
  changeLeadStatus,
  reassignLead,
  releaseFromQuarantine,
} from '@/lib/server/admin/lead-work';
import { recordContactTap, setNextAction } from '@/lib/server/admin/lead-follow-up';
import { requestRefund } from '@/lib/server/payments/refund';

/*
 * The lead page's actions. Each asks the role check first (requireStaff); the lead-work functions
 * check the permission and the lead's reach again, so a forged action id changes nothing.
 */

function done(leadId: string, problem?: string): never {
  revalidatePath(`/admin/leads/${leadId}`);
  redirect(`/admin/leads/${encodeURIComponent(leadId)}${problem ? `?problem=${problem}` : ''}`);
}

export async function setLeadStatus(leadId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('leads.work');
  const status = String(formData.get('status') ?? '');
  const reason = String(formData.get('reason') ?? '');
  const parsed = await changeLeadStatus(staff, leadId, { status: status as never, reason }).then(
    () => undefined,
    (error: unknown) =>
      error instanceof Error && error.name === 'ZodError' ? 'status' : Promise.reject(error),
  );
  done(leadId, parsed);
}

export async function addNote(leadId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('leads.work');
  try {
    await addLeadNote(staff, leadId, { body: String(formData.get('body') ?? '') });
  } catch (error) {
    // An empty note is no change.
    if (!(error instanceof ZodError)) throw error;
  }
  done(leadId);
}

export async function reassign(leadId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('leads.reassign');
  await reassignLead(staff, leadId, String(formData.get('agent') ?? ''));
  done(leadId);
}

export async function release(leadId: string): Promise<void> {
  const staff = await requireStaff('leads.release');
  await releaseFromQuarantine(staff, leadId);
  done(leadId);
}

/** Asks Stripe for the refund; the webhook settles it (docs/design.md §12). */
export async function refund(leadId: string): Promise<void> {
  const staff = await requireStaff('leads.refund');
  const outcome = await requestRefund(staff, leadId);
  done(leadId, outcome.requested ? undefined : `refund-${outcome.reason}`);
}

/** A tap on Call or WhatsApp (inbox or lead page): recorded, nothing re-rendered. */
export async function tapContact(leadId: string, via: string): Promise<void> {
  const staff = await requireStaff('leads.work');
  await recordContactTap(staff, leadId, via);
}

/** After a tap: the lead was reached. The inbox's card goes back to the inbox. */
export async function markContacted(leadId: string, from: 'inbox' | 'lead'): Promise<void> {
  const staff = await requireStaff('leads.work');
  await changeLeadStatus(staff, leadId, { status: 'contacted' });
  revalidatePath('/admin/leads');
  if (from === 'inbox') redirect('/admin/leads');
  done(leadId);
}

export async function setNext(leadId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('leads.work');
  const at = String(formData.get('at') ?? '');
  const text = String(formData.get('text') ?? '');
  const problem = await setNextAction(staff, leadId, { at, text }).then(
    () => undefined,
    (error: unknown) => (error instanceof ZodError ? 'next-action' : Promise.reject(error)),
  );
  done(leadId, problem);
}
