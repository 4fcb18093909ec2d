'use client';

import { useActionState } from 'react';
import type { SetPasswordState } from '@/app/admin/invite/[token]/actions';
import { ProblemAlert } from '@/components/admin/problem-alert';

type Action = (previous: SetPasswordState, formData: FormData) => Promise<SetPasswordState>;

/** The invitation's password form; its problem (too short, the two differ) stays on the page. */
export function SetPasswordForm({ action }: { action: Action }) {
  const [state, submit, pending] = useActionState(action, {});
  return (
    <form action={submit} className="admin-stack">
      <ProblemAlert>{state.problem}</ProblemAlert>
      <label>
        New password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={12}
          maxLength={256}
          required
        />
      </label>
      <label>
        The same again
        <input name="confirm" type="password" autoComplete="new-password" required />
      </label>
      <button type="submit" className="admin-button" disabled={pending}>
        Set password
      </button>
    </form>
  );
}
