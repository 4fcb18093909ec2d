import { chatStartSchema } from '@/lib/leads/conversion';
import { recordChatStart } from '@/lib/server/conversions';
import { noContent, submissionEndpoint } from '@/lib/server/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `POST /started_chat`: a visitor opened a WhatsApp chat; the body is their tracking token → 204.
 * A body without any token value or `fullUrl` is answered 204 too, and stored nowhere.
 */
export const POST = submissionEndpoint({
  body: 'json',
  schema: chatStartSchema,
  answerBot: noContent,
  accept: async (chat, context) => {
    await recordChatStart(chat, context);
    return noContent();
  },
});
