'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormSetError } from 'react-hook-form';
import { notify } from '@/lib/client/toast';
import {
  contactStepFieldNames,
  type QuestionnaireFormInput,
  type QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import { isFieldMessage } from '@/lib/leads/validation-messages';
import { useLeadCaptureStore } from './lead-capture-context';
import { ensureAttributedUrl, sendQuestionnaire } from './submit-lead';

type BotTrap = { honeypot: string; formStartedAt: number };

/**
 * Sends the answered questionnaire: on success the lead's id is kept and the modal closes; when
 * the lead is kept in the browser for later it closes too; the server's field errors are shown.
 */
export function useSendQuestionnaire(
  setError: UseFormSetError<QuestionnaireFormInput>,
  { honeypot, formStartedAt }: BotTrap,
) {
  const t = useTranslations('Questionnaire');
  const tPending = useTranslations('PendingLeads');
  const locale = useLocale();
  const store = useLeadCaptureStore();

  return async (values: QuestionnaireFormValues, close: () => void) => {
    const { name, phone, language, answers } = values;
    const token = ensureAttributedUrl();
    const result = await sendQuestionnaire(
      { name, phone, language, questions: answers },
      { locale, token, honeypot, formStartedAt },
    );
    if (!result.ok) {
      for (const field of contactStepFieldNames) {
        const message = result.fieldErrors?.[field];
        if (message && isFieldMessage(message)) setError(field, { message });
      }
      if (result.queued) {
        // Kept in the browser and sent when the connection or the server is back.
        notify('info', tPending('queued'), 6000);
        close();
      } else if (!result.fieldErrors) notify('error', t('error'));
      return;
    }
    store.getState().setLeadId(result.id);
    notify('success', t('success'));
    close();
  };
}
