/**
 * What the browser's forms validate with, in one chunk that loads on a visitor's first intent
 * (lib/client/validation.ts): zod, react-hook-form's zod resolver, the schemas the server shares
 * and, through them, libphonenumber's metadata. Import it only through `loadValidation()`.
 */
// First: zod's eval probe off before any schema parses (the pages' CSP refuses eval).
import '@/lib/zod-config';

export { zodResolver } from '@hookform/resolvers/zod';
export { agentSchema } from '@/lib/leads/agent-schema';
export {
  keptReservationSchema,
  paymentStatusDataSchema,
  slotsDataSchema,
  spotIntentDataSchema,
} from '@/lib/leads/booking';
export {
  careerPageFormSchema,
  listingPageFormSchema,
  partnerPageFormSchema,
  sellPageFormSchema,
} from '@/lib/leads/forms';
export { requestCallFormSchema } from '@/lib/leads/lead';
export { questionnaireFormSchema } from '@/lib/leads/questionnaire-form';
export { spotStepSchemas, spotWizardSchema } from '@/lib/leads/spot-wizard';
