import type { Metadata } from 'next';
import Link from 'next/link';
import { SetPasswordForm } from '@/components/admin/set-password-form';
import { openInvite } from '@/lib/server/admin/staff-invites';
import { setInvitedPassword } from './actions';

export const metadata: Metadata = { title: 'Choose your password' };

/** The link of an invitation (docs/design.md §12): no session, the token is the credential. */
export default async function InvitePage({ params }: PageProps<'/admin/invite/[token]'>) {
  const { token } = await params;
  const invite = await openInvite(token);
  return (
    <main className="admin-main admin-sign-in">
      <h1>Back office</h1>
      {invite ? (
        <div className="admin-card admin-stack">
          <p>
            Choose the password of <strong>{invite.email}</strong>: 12 characters or more, not a
            common password or a pattern (a few unrelated words work well).
          </p>
          <SetPasswordForm action={setInvitedPassword.bind(null, token)} />
        </div>
      ) : (
        <div className="admin-card admin-stack">
          <p role="alert" className="admin-error">
            This link does not work any more: it was already used, or its 48 hours are over.
          </p>
          <p>
            Ask an admin for a new invitation, or <Link href="/admin/sign-in">sign in</Link> if you
            chose your password already.
          </p>
        </div>
      )}
    </main>
  );
}
