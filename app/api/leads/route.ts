import { leadSchema } from '@/lib/leads/lead';
import { answerMessages } from '@/lib/leads/messages';
import { jsonAnswer, submissionEndpoint } from '@/lib/server/endpoint';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const leadAccepted = (id: string) =>
  jsonAnswer(201, { message: answerMessages.success, data: { id } });

/** `POST /api/leads`: request-call, Taiwan and spot leads → `201 { message: 'Success', data: { id } }` */
export const POST = submissionEndpoint({
  body: 'json',
  schema: leadSchema,
  accept: async ({ kind, ...submission }, context) =>
    leadAccepted((await storeLead({ kind, submission, context })).id),
});
