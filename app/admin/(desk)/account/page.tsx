import type { Metadata } from 'next';
import { TwoFactorSetup } from '@/components/admin/two-factor-setup';
import { requireStaff } from '@/lib/server/admin/guard';
import { twoFactorRequired } from '@/lib/server/admin/two-factor-policy';
import { getLeadStore } from '@/lib/server/database/connection';
import { setUpTwoFactor } from './actions';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const staff = await requireStaff('account.self');
  const db = await getLeadStore();
  const row = await db
    .selectFrom('staff_user')
    .select('twoFactorEnabled')
    .where('id', '=', staff.id)
    .executeTakeFirst();
  return (
    <>
      <h1>Account</h1>
      <section className="admin-card" aria-labelledby="account-two-factor">
        <h2 id="account-two-factor">Two-factor sign-in</h2>
        <p>
          {staff.email} · {staff.role}
          {staff.agentId ? ` · expert ${staff.agentId}` : ''}
        </p>
        {row?.twoFactorEnabled ? (
          <p>On: signing in asks for a code from your authenticator app.</p>
        ) : (
          <>
            {twoFactorRequired(staff.role) && (
              <p role="alert" className="admin-error">
                Your role signs in with a second factor: turn it on here before the rest of the back
                office opens.
              </p>
            )}
            <TwoFactorSetup action={setUpTwoFactor} />
          </>
        )}
      </section>
    </>
  );
}
