'use server';

import { isRefusal } from '@/lib/server/admin/auth-errors';
import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { staffAuth } from '@/lib/server/admin/auth';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { requireStaff } from '@/lib/server/admin/guard';
import { getLeadStore } from '@/lib/server/database/connection';

export type TwoFactorSetup =
  | { step: 'start'; problem?: string }
  | { step: 'confirm'; uri: string; backupCodes: string[]; problem?: string }
  | { step: 'done' };

/** TOTP for every account (docs/design.md §12): password, then a code from the new authenticator. */
export async function setUpTwoFactor(
  previous: TwoFactorSetup,
  formData: FormData,
): Promise<TwoFactorSetup> {
  const staff = await requireStaff('account.self');
  const auth = await staffAuth();
  const requestHeaders = await headers();
  try {
    if (previous.step !== 'confirm') {
      const enabled = await auth.api.enableTwoFactor({
        body: { password: String(formData.get('password') ?? '') },
        headers: requestHeaders,
      });
      if (enabled.method !== 'totp') return { step: 'start', problem: 'TOTP is not available.' };
      return { step: 'confirm', uri: enabled.totpURI, backupCodes: enabled.backupCodes };
    }
    await auth.api.verifyTOTP({
      body: { code: String(formData.get('code') ?? '').replace(/\s/g, '') },
      headers: requestHeaders,
    });
    await recordStaffAction(await getLeadStore(), staff, 'account.two-factor', { on: true });
    revalidatePath('/admin/account');
    return { step: 'done' };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return previous.step === 'confirm'
      ? { ...previous, problem: 'That code did not match. Try the current one.' }
      : { step: 'start', problem: 'That password is not right.' };
  }
}
