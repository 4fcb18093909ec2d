'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/server/admin/guard';
import { StaffAccountError } from '@/lib/server/admin/staff-accounts';
import {
  StaffChangeRefused,
  changeStaffRole,
  setStaffDisabled,
} from '@/lib/server/admin/staff-directory';
import { inviteStaff } from '@/lib/server/admin/staff-invites';

/*
 * The staff page's actions (admin only). Each asks the role check first; the changes are audited
 * in staff-directory.ts and staff-invites.ts.
 */

export type InviteState =
  { step: 'form'; problem?: string } | { step: 'sent'; email: string; link: string };

/** Invites by e-mail; the link is answered once, to this admin, as well as mailed. */
export async function inviteStaffMember(
  _previous: InviteState,
  formData: FormData,
): Promise<InviteState> {
  const staff = await requireStaff('staff.manage');
  const role = String(formData.get('role') ?? '');
  try {
    const { email, link } = await inviteStaff(staff, {
      email: String(formData.get('email') ?? ''),
      role,
      agentId: role === 'sales' ? String(formData.get('agent') ?? '') || undefined : undefined,
    });
    revalidatePath('/admin/staff');
    return { step: 'sent', email, link };
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    return { step: 'form', problem: `Not invited: ${error.message}.` };
  }
}

function refused(error: unknown): never {
  if (!(error instanceof StaffChangeRefused)) throw error;
  redirect(`/admin/staff?problem=${error.problem}`);
}

export async function changeRole(userId: string, formData: FormData): Promise<void> {
  const staff = await requireStaff('staff.manage');
  const role = String(formData.get('role') ?? '');
  const agent = String(formData.get('agent') ?? '') || undefined;
  await changeStaffRole(staff, userId, role, agent).catch(refused);
  revalidatePath('/admin/staff');
  redirect('/admin/staff');
}

export async function disable(userId: string): Promise<void> {
  const staff = await requireStaff('staff.manage');
  await setStaffDisabled(staff, userId, true).catch(refused);
  revalidatePath('/admin/staff');
  redirect('/admin/staff');
}

export async function enable(userId: string): Promise<void> {
  const staff = await requireStaff('staff.manage');
  await setStaffDisabled(staff, userId, false).catch(refused);
  revalidatePath('/admin/staff');
  redirect('/admin/staff');
}
