import {
  careerFormSchema,
  isFormKind,
  listingFormSchema,
  partnerFormSchema,
  sellFormSchema,
} from '@/lib/leads/forms';
import { receiptMessages } from '@/lib/leads/validation-messages';
import { cvDisplayName, discardCv, storeCv } from '@/lib/server/cv-upload';
import { leadStored, refusal, submissionEndpoint } from '@/lib/server/endpoint';
import { storeLead } from '@/lib/server/lead-store';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The id lets the browser name the lead in its postback (docs/design.md §5). */
const formSent = (id: string) => leadStored(receiptMessages.formSent, id);

const formEndpoints = {
  sell: submissionEndpoint({
    body: 'multipart',
    schema: sellFormSchema,
    accept: async (form, context) =>
      formSent((await storeLead({ kind: 'sell', submission: form, context })).id),
  }),
  partner: submissionEndpoint({
    body: 'multipart',
    schema: partnerFormSchema,
    accept: async (form, context) =>
      formSent((await storeLead({ kind: 'partner', submission: form, context })).id),
  }),
  listing: submissionEndpoint({
    body: 'multipart',
    schema: listingFormSchema,
    accept: async ({ listing, ...enquiry }, context) =>
      formSent((await storeLead({ kind: 'listing', submission: enquiry, context, listing })).id),
  }),
  career: submissionEndpoint({
    body: 'multipart',
    schema: careerFormSchema,
    accept: async ({ cv, ...application }, context) => {
      const cvFile = await storeCv(cv);
      try {
        // The visitor's file name is kept for the recruiter as a clean base name; the stored file
        // has a random name.
        const submission = { ...application, cvFileName: cvDisplayName(cv.name) };
        const stored = await storeLead({ kind: 'career', submission, context, cvFile });
        // A re-sent application (same Idempotency-Key) keeps the first CV, not a second copy.
        if (!stored.created) await discardCv(cvFile);
        return formSent(stored.id);
      } catch (error) {
        await discardCv(cvFile).catch(() => undefined);
        throw error;
      }
    },
  }),
};

/** `POST /api/forms/{sell|partner|career|listing}` (multipart) → `201 { message: 'Information was sent successfully!', data: { id } }` */
export async function POST(request: Request, { params }: RouteContext<'/api/forms/[form]'>) {
  const { form } = await params;
  if (!isFormKind(form)) return refusal(404, 'notFound');
  return formEndpoints[form](request);
}
