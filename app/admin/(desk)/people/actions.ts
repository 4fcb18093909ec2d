'use server';

import { requireStaff } from '@/lib/server/admin/guard';
import {
  erasePerson,
  findPerson,
  personFrom,
  type PersonSummary,
} from '@/lib/server/privacy/person';

/**
 * The people page's steps (docs/design.md §15). The address or number travels in the form's body,
 * never in a URL, so it reaches no access log; the page keeps it only in the form.
 */
export type PersonState =
  | { step: 'search'; problem?: string }
  | { step: 'found'; who: string; summary: PersonSummary; problem?: string }
  | { step: 'erased'; summary: PersonSummary };

/** `intent=find` counts what is held; `intent=erase` (with `confirm=ERASE`) erases it. */
export async function personAction(
  previous: PersonState,
  formData: FormData,
): Promise<PersonState> {
  const staff = await requireStaff('people.manage');
  const who = String(formData.get('person') ?? '').slice(0, 320);
  const person = personFrom(who);
  if (!person)
    return { step: 'search', problem: 'Give an e-mail address or a phone number (050…, +971…).' };
  if (formData.get('intent') !== 'erase')
    return { step: 'found', who, summary: await findPerson(person, staff) };
  if (String(formData.get('confirm') ?? '').trim() !== 'ERASE')
    return previous.step === 'found'
      ? { ...previous, problem: 'Type ERASE to confirm: the erasure cannot be undone.' }
      : { step: 'search', problem: 'Find the person first.' };
  return { step: 'erased', summary: await erasePerson(person, staff) };
}
