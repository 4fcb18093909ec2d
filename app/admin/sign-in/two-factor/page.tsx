import type { Metadata } from 'next';
import { verifyTwoFactor } from '../actions';

export const metadata: Metadata = { title: 'Second factor' };

export default async function TwoFactorPage({
  searchParams,
}: PageProps<'/admin/sign-in/two-factor'>) {
  const { error } = await searchParams;
  return (
    <main className="admin-main admin-sign-in">
      <h1>Second factor</h1>
      <form action={verifyTwoFactor} className="admin-card admin-stack">
        {error && (
          <p role="alert" className="admin-error">
            That code did not match, or it was used already. Try the next one.
          </p>
        )}
        <label>
          The 6-digit code from your authenticator app
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
          />
        </label>
        <button type="submit" className="admin-button">
          Continue
        </button>
      </form>
    </main>
  );
}
