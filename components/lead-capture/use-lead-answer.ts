'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notify } from '@/lib/client/toast';
import { isFieldMessage, type FieldErrors } from '@/lib/leads/validation-messages';

/** What sending a lead came to (submit-lead.ts, submit-page-form.ts). */
export type LeadAnswer =
  { ok: true } | { ok: false; queued?: boolean; cvNotKept?: boolean; fieldErrors?: FieldErrors };

/**
 * What every lead form shows once its lead is sent or not (docs/design.md §5, nothing lost in the
 * browser): the server's field errors on the form's own fields, the pending notice when the lead
 * is kept to be sent later, else the form's error. `queued` asks the form to reset (and close).
 */
export function useLeadAnswer<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  const tPending = useTranslations('PendingLeads');
  return (
    answer: LeadAnswer,
    { fields, error }: { fields: readonly Path<Values>[]; error: string },
  ): 'sent' | 'queued' | 'refused' => {
    if (answer.ok) return 'sent';
    for (const field of fields) {
      const message = answer.fieldErrors?.[field];
      if (message && isFieldMessage(message)) setError(field, { message });
    }
    if (answer.queued) {
      // Kept in the browser and sent when the connection or the server is back.
      notify('info', tPending('queued'), 6000);
      return 'queued';
    }
    if (answer.cvNotKept) notify('error', tPending('cvNotKept'), 8000);
    else if (!Object.keys(answer.fieldErrors ?? {}).length) notify('error', error);
    return 'refused';
  };
}
