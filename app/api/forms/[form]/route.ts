import {
  careerFormSchema,
  isFormKind,
  listingFormSchema,
  partnerFormSchema,
  sellFormSchema,
} from '@/lib/leads/forms';
import { answerMessages } from '@/lib/leads/messages';
import { discardCv, storeCv } from '@/lib/server/cv-upload';
import { jsonAnswer, submissionEndpoint } from '@/lib/server/endpoint';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const formSent = () => jsonAnswer(201, { message: answerMessages.formSent });

const formEndpoints = {
  sell: submissionEndpoint({
    body: 'multipart',
    schema: sellFormSchema,
    answerBot: formSent,
    accept: async (form, context) => {
      await storeLead({ kind: 'sell', submission: form, context });
      return formSent();
    },
  }),
  partner: submissionEndpoint({
    body: 'multipart',
    schema: partnerFormSchema,
    answerBot: formSent,
    accept: async (form, context) => {
      await storeLead({ kind: 'partner', submission: form, context });
      return formSent();
    },
  }),
  listing: submissionEndpoint({
    body: 'multipart',
    schema: listingFormSchema,
    answerBot: formSent,
    accept: async ({ listing, ...enquiry }, context) => {
      await storeLead({ kind: 'listing', submission: enquiry, context, listing });
      return formSent();
    },
  }),
  career: submissionEndpoint({
    body: 'multipart',
    schema: careerFormSchema,
    answerBot: formSent,
    accept: async ({ cv, ...application }, context) => {
      const cvFile = await storeCv(cv);
      try {
        // The visitor's file name is kept for the recruiter, bounded; the stored file has a random name.
        const submission = { ...application, cvFileName: cv.name.slice(0, 200) };
        await storeLead({ kind: 'career', submission, context, cvFile });
      } catch (error) {
        await discardCv(cvFile).catch(() => undefined);
        throw error;
      }
      return formSent();
    },
  }),
};

/** `POST /api/forms/{sell|partner|career|listing}` (multipart) → `201 { message: 'Information was sent successfully!' }` */
export async function POST(request: Request, { params }: RouteContext<'/api/forms/[form]'>) {
  const { form } = await params;
  if (!isFormKind(form)) return jsonAnswer(404, { message: answerMessages.notFound });
  return formEndpoints[form](request);
}
