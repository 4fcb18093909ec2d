import { conversionSchema } from '@/lib/leads/conversion';
import { recordConversion } from '@/lib/server/conversions';
import { noContent, submissionEndpoint } from '@/lib/server/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** `POST /postback`: the browser reports an accepted lead with its tracking token → 204. */
export const POST = submissionEndpoint({
  body: 'json',
  schema: conversionSchema,
  answerBot: noContent,
  accept: async (conversion, context) => {
    await recordConversion(conversion, context);
    return noContent();
  },
});
