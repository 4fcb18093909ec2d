'use server';

import { redirect } from 'next/navigation';
import { StaffAccountError } from '@/lib/server/admin/staff-accounts';
import { acceptInvite } from '@/lib/server/admin/staff-invites';

export type SetPasswordState = { problem?: string };

/** An invitation's set-password form (anonymous by nature: the link is the credential). */
export async function setInvitedPassword(
  token: string,
  _previous: SetPasswordState,
  formData: FormData,
): Promise<SetPasswordState> {
  const password = String(formData.get('password') ?? '');
  if (password !== String(formData.get('confirm') ?? ''))
    return { problem: 'The two passwords differ.' };
  let accepted;
  try {
    accepted = await acceptInvite(token, password);
  } catch (error) {
    if (error instanceof StaffAccountError) return { problem: error.message };
    throw error;
  }
  if (accepted.outcome === 'invalid') redirect(`/admin/invite/${encodeURIComponent(token)}`);
  redirect('/admin/sign-in?welcome=1');
}
