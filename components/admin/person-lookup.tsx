'use client';

import { useActionState } from 'react';
import type { PersonState } from '@/app/admin/(desk)/people/actions';
import type { PersonSummary } from '@/lib/server/privacy/person';
import { ProblemAlert } from '@/components/admin/problem-alert';

type Action = (previous: PersonState, formData: FormData) => Promise<PersonState>;

/** Find a person, then export or erase what is held; the address or number stays in the forms. */
export function PersonLookup({ action }: { action: Action }) {
  const [state, submit, pending] = useActionState(action, { step: 'search' });
  const problem = state.step !== 'erased' && state.problem;
  return (
    <div className="admin-stack">
      <form action={submit} className="admin-filters">
        <input type="hidden" name="intent" value="find" />
        <label>
          E-mail or phone
          <input name="person" type="text" autoComplete="off" required maxLength={320} />
        </label>
        <button type="submit" className="admin-button" disabled={pending}>
          Find
        </button>
      </form>
      <ProblemAlert>{problem}</ProblemAlert>
      {state.step === 'found' && (
        <section className="admin-card admin-stack" aria-labelledby="person-held">
          <h2 id="person-held">Held about {state.who}</h2>
          <Summary summary={state.summary} />
          <form method="post" action="/admin/people/export">
            <input type="hidden" name="person" value={state.who} />
            <button type="submit" className="admin-button secondary">
              Download the export (.tar)
            </button>
          </form>
          <form action={submit} className="admin-filters">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="person" value={state.who} />
            <label>
              Type ERASE to erase all of it
              <input name="confirm" type="text" autoComplete="off" required />
            </label>
            <button type="submit" className="admin-button" disabled={pending}>
              Erase
            </button>
          </form>
        </section>
      )}
      {state.step === 'erased' && (
        <section className="admin-card" aria-labelledby="person-erased" role="status">
          <h2 id="person-erased">Erased</h2>
          <Summary summary={state.summary} />
          <p>The CRM is told through its outbox.</p>
        </section>
      )}
    </div>
  );
}

function Summary({ summary }: { summary: PersonSummary }) {
  return (
    <>
      <ul>
        {summary.leads.map((lead) => (
          <li key={lead.id}>
            <a href={`/admin/leads/${lead.id}`}>
              {lead.kind} · {lead.createdAt.slice(0, 10)}
            </a>
            {lead.payment ? ` · payment ${lead.payment} (kept, anonymised)` : ''}
          </li>
        ))}
      </ul>
      <p>
        {summary.leads.length} lead(s), {summary.conversions} conversion(s), {summary.bookings}{' '}
        booking(s), {summary.payments} payment event(s), {summary.notes} note(s), {summary.mails}{' '}
        e-mail(s) ({summary.mailFiles} .eml file(s)), {summary.cvs} CV(s), {summary.audit} audit
        row(s).
      </p>
    </>
  );
}
