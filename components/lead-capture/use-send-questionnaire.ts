'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormSetError } from 'react-hook-form';
import { notify } from '@/lib/client/toast';
import type {
  QuestionnaireFormInput,
  QuestionnaireFormValues,
} from '@/lib/leads/questionnaire-form';
import { contactStepFieldNames } from '@/lib/leads/questionnaire-rules';
import { sendLead } from './send-lead';
import { questionnaireSubmission, type BotTrapAnswer } from './submit-lead';
import { useLeadAnswer } from './use-lead-answer';

/** The bot trap's fields and the visitor's marketing choice, sent with the answers. */
type SendContext = BotTrapAnswer & { marketingConsent: boolean };

/**
 * Sends the answered questionnaire: on success the lead's id is kept and the modal closes; when
 * the lead is kept in the browser for later it closes too; the server's field errors are shown.
 */
export function useSendQuestionnaire(
  setError: UseFormSetError<QuestionnaireFormInput>,
  { honeypot, formStartedAt, marketingConsent }: SendContext,
) {
  const t = useTranslations('Questionnaire');
  const showAnswer = useLeadAnswer(setError);
  const locale = useLocale();

  return async (values: QuestionnaireFormValues, close: () => void) => {
    const { name, phone, language, answers } = values;
    await sendLead({
      submission: (token) =>
        questionnaireSubmission(
          { name, phone, language, questions: answers },
          { locale, token, honeypot, formStartedAt, marketingConsent },
        ),
      answer: (result) => {
        const answered = showAnswer(result, { fields: contactStepFieldNames, error: t('error') });
        if (answered === 'sent') notify('success', t('success'));
        return answered;
      },
      close,
    });
  };
}
