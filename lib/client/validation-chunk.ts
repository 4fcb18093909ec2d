/**
 * What the browser's forms validate with, in one chunk that loads on a visitor's first intent
 * (lib/client/validation.ts): zod, react-hook-form's zod resolver, the schemas the server shares
 * and, through them, libphonenumber's metadata. Import it only through `loadValidation()`.
 */
// First: zod's eval probe off before any schema parses (the pages' CSP refuses eval).
import '@/lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { agentSchema } from '@/lib/leads/agent-schema';
import {
  keptReservationSchema,
  paymentStatusDataSchema,
  slotsDataSchema,
  spotIntentDataSchema,
} from '@/lib/leads/booking';
import {
  careerPageFormSchema,
  listingPageFormSchema,
  partnerPageFormSchema,
  sellPageFormSchema,
} from '@/lib/leads/forms';
import { requestCallFormSchema } from '@/lib/leads/lead';
import { questionnaireFormSchema } from '@/lib/leads/questionnaire-form';
import { spotStepSchemas, spotWizardSchema } from '@/lib/leads/spot-wizard';

export const validation = {
  zodResolver,
  agentSchema,
  keptReservationSchema,
  paymentStatusDataSchema,
  slotsDataSchema,
  spotIntentDataSchema,
  careerPageFormSchema,
  listingPageFormSchema,
  partnerPageFormSchema,
  sellPageFormSchema,
  requestCallFormSchema,
  questionnaireFormSchema,
  spotStepSchemas,
  spotWizardSchema,
};
