import type { Metadata } from 'next';
import { PersonLookup } from '@/components/admin/person-lookup';
import { requireStaff } from '@/lib/server/admin/guard';
import { personAction } from './actions';

export const metadata: Metadata = { title: 'People' };

/**
 * A person's data (docs/design.md §15), admins only: everything held about an e-mail address or a
 * phone number, exported as one archive or erased everywhere. Each step is audited.
 */
export default async function PeoplePage() {
  await requireStaff('people.manage');
  return (
    <>
      <h1>People</h1>
      <p>
        What we hold about a person who asks: their leads, answers, bookings, payments, notes,
        e-mails, CV and the audit rows about them. The export is one .tar archive (person.json and
        the files). The erasure removes all of it, tells the CRM, and keeps only a paid lead&apos;s
        payment record, anonymised.
      </p>
      <PersonLookup action={personAction} />
    </>
  );
}
