import { conversionSchema } from '@/lib/leads/conversion';
import { recordConversion } from '@/lib/server/conversions';
import { noContent, submissionEndpoint } from '@/lib/server/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `POST /postback` `{ leadId }`: the browser reports the lead it was just given → 204. An unknown
 * lead records and fires nothing, a second report of one lead neither (docs/design.md §5).
 */
export const POST = submissionEndpoint({
  body: 'json',
  schema: conversionSchema,
  answerBot: noContent,
  accept: async (conversion, context) => {
    await recordConversion(conversion, context);
    return noContent();
  },
});
