'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { staffAuth } from '@/lib/server/admin/auth';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { noteSignIn } from '@/lib/server/admin/staff-directory';

/** The sign-in form (anonymous by nature: the one action the role check does not guard). */
export async function signIn(formData: FormData): Promise<void> {
  const email = String(formData.get('email') ?? '');
  const password = String(formData.get('password') ?? '');
  const result = await signInStaff(email, password, await headers());
  switch (result.outcome) {
    case 'signed-in':
      redirect('/admin/leads');
    case 'two-factor':
      redirect('/admin/sign-in/two-factor');
    case 'throttled':
      redirect('/admin/sign-in?error=throttled');
    case 'refused':
      redirect('/admin/sign-in?error=refused');
  }
}

/** The second step for an account with TOTP: better-auth's two-factor cookie names the account. */
export async function verifyTwoFactor(formData: FormData): Promise<void> {
  const code = String(formData.get('code') ?? '').replace(/\s/g, '');
  const auth = await staffAuth();
  try {
    const { user } = await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
    await noteSignIn(user.id);
  } catch (error) {
    if (error instanceof APIError) redirect('/admin/sign-in/two-factor?error=1');
    throw error;
  }
  redirect('/admin/leads');
}
