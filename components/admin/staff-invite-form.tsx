'use client';

import { useActionState, useState } from 'react';
import type { InviteState } from '@/app/admin/(desk)/staff/actions';
import { ExpertOptions } from '@/components/admin/expert-options';

type Action = (previous: InviteState, formData: FormData) => Promise<InviteState>;

/** Invites by e-mail with a role; the set-password link is shown here once (it is also mailed). */
export function StaffInviteForm({
  action,
  agents,
}: {
  action: Action;
  agents: { id: string; name: string }[];
}) {
  const [state, submit, pending] = useActionState(action, { step: 'form' });
  const [role, setRole] = useState('sales');
  return (
    <form action={submit} className="admin-stack">
      {state.step === 'sent' && (
        <div role="status" className="admin-stack">
          <p>
            Invited {state.email}. The link is mailed to them, works once and for 48 hours; it is
            not shown again:
          </p>
          <code className="admin-secret">{state.link}</code>
        </div>
      )}
      {state.step === 'form' && state.problem && (
        <p role="alert" className="admin-error">
          {state.problem}
        </p>
      )}
      <div className="admin-filters">
        <label>
          E-mail
          <input name="email" type="email" autoComplete="off" required />
        </label>
        <label>
          Role
          <select name="role" value={role} onChange={(event) => setRole(event.target.value)}>
            <option value="sales">sales</option>
            <option value="marketing">marketing</option>
            <option value="manager">manager</option>
            <option value="admin">admin</option>
          </select>
        </label>
        {role === 'sales' && (
          <label>
            Expert
            <select name="agent" required>
              <ExpertOptions agents={agents} />
            </select>
          </label>
        )}
        <button type="submit" className="admin-button" disabled={pending}>
          Invite
        </button>
      </div>
    </form>
  );
}
