'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  knownDeviceCookieOptions,
  signInStaff,
  verifyStaffTotp,
  type KnownDevice,
} from '@/lib/server/admin/sign-in';

/** The browser that signed in completely is known to the account from now on (sign-in.ts). */
async function rememberDevice(device: KnownDevice): Promise<void> {
  (await cookies()).set(device.name, device.value, {
    ...knownDeviceCookieOptions,
    maxAge: device.maxAgeSeconds,
  });
}

/** The sign-in form (anonymous by nature: the one action the role check does not guard). */
export async function signIn(formData: FormData): Promise<void> {
  const email = String(formData.get('email') ?? '');
  const password = String(formData.get('password') ?? '');
  const result = await signInStaff(email, password, await headers());
  switch (result.outcome) {
    case 'signed-in':
      await rememberDevice(result.device);
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
  const result = await verifyStaffTotp(String(formData.get('code') ?? ''), await headers());
  if (result.outcome === 'refused') redirect('/admin/sign-in/two-factor?error=1');
  await rememberDevice(result.device);
  redirect('/admin/leads');
}
