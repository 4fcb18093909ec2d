import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/server/admin/guard';
import { signIn } from './actions';
import { ProblemAlert } from '@/components/admin/problem-alert';

export const metadata: Metadata = { title: 'Sign in' };

const messages: Record<string, string> = {
  // One answer for an unknown e-mail and a wrong password (docs/design.md §12).
  refused: 'That e-mail and password do not match an account.',
  throttled:
    'Too many tries. Wait ten minutes and try again, or sign in from a browser you used here before.',
};

export default async function SignInPage({ searchParams }: PageProps<'/admin/sign-in'>) {
  if (await currentStaff()) redirect('/admin/leads');
  const { error, welcome } = await searchParams;
  const message = typeof error === 'string' ? messages[error] : undefined;
  return (
    <main className="admin-main admin-sign-in">
      <h1>Back office</h1>
      <form action={signIn} className="admin-card admin-stack">
        {welcome && !message && <p role="status">Your password is set: sign in with it.</p>}
        <ProblemAlert>{message}</ProblemAlert>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="admin-button">
          Sign in
        </button>
      </form>
    </main>
  );
}
