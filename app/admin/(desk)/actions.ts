'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/server/admin/guard';
import { signOutStaff } from '@/lib/server/admin/sign-in';

/** Ends the session on the server (its row is deleted), not only the cookie. */
export async function signOut(): Promise<void> {
  await requireStaff('account.self');
  await signOutStaff(await headers());
  redirect('/admin/sign-in');
}
