import { receiptMessages } from '@/lib/leads/validation-messages';
import { questionnaireSchema } from '@/lib/leads/questionnaire';
import { leadStored, submissionEndpoint } from '@/lib/server/endpoint';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const questionnaireAccepted = (id: string) => leadStored(receiptMessages.success, id);

/** `POST /api/questionnaires`: the seven answers and the contact step. */
export const POST = submissionEndpoint({
  body: 'json',
  schema: questionnaireSchema,
  accept: async (questionnaire, context) =>
    questionnaireAccepted(
      (await storeLead({ kind: 'questionnaire', submission: questionnaire, context })).id,
    ),
});
