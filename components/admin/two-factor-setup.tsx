'use client';

import { useActionState } from 'react';
import type { TwoFactorSetup as Setup } from '@/app/admin/(desk)/account/actions';
import { ProblemAlert } from '@/components/admin/problem-alert';

type Action = (previous: Setup, formData: FormData) => Promise<Setup>;

/** The two steps of turning TOTP on; the secret is shown once, as the authenticator's URI. */
export function TwoFactorSetup({ action }: { action: Action }) {
  const [state, submit, pending] = useActionState(action, { step: 'start' });
  if (state.step === 'done') return <p role="status">Two-factor sign-in is on.</p>;
  return (
    <form action={submit} className="admin-stack">
      <ProblemAlert>{state.problem}</ProblemAlert>
      {state.step === 'start' ? (
        <label>
          Your password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
      ) : (
        <>
          <p>Add this key to your authenticator app (or paste the link), then enter its code.</p>
          <code style={{ overflowWrap: 'anywhere' }}>{state.uri}</code>
          <p>Backup codes, each good once: {state.backupCodes.join(' ')}</p>
          <label>
            Code
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
          </label>
        </>
      )}
      <button type="submit" className="admin-button" disabled={pending}>
        {state.step === 'start' ? 'Turn on two-factor sign-in' : 'Confirm'}
      </button>
    </form>
  );
}
