import { z } from 'zod';
import { agentIdField, spotPhoneStepSchema, spotWelcomeStepSchema, slotSchema } from './lead';
import { pageContextFields } from './fields';
import { fieldMessages } from './validation-messages';
import { dubaiTimeZone, maxSlotDays, paymentStatuses } from '@/lib/booking/rules';

/**
 * The club booking's contract between the wizard and the lead service (docs/design.md §9): the
 * schemas of its bodies and answers over lib/booking/'s rules. Shared by the browser and the
 * server; the server parses every body and query with these schemas.
 */

/** Body of `POST /api/payments/intent`: steps 1 and 2 of the wizard and the page context. */
export const spotIntentSchema = z.object({
  ...spotWelcomeStepSchema.shape,
  ...spotPhoneStepSchema.shape,
  ...pageContextFields,
});
export type SpotIntentInput = z.input<typeof spotIntentSchema>;

/** `data` of the intent's `201`: `amount` is in fils (AED minor units), as Stripe counts it. */
export const spotIntentDataSchema = z.object({
  leadId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.literal('aed'),
});
export type SpotIntentData = z.output<typeof spotIntentDataSchema>;

/** `data` of the intent's `502`: Stripe failed after the reservation was stored. */
export const keptReservationSchema = spotIntentDataSchema.pick({ leadId: true });

/** Query of `GET /api/bookings/slots?agentId=&from=YYYY-MM-DD&days=N` (`from` is a Dubai date). */
export const slotsQuerySchema = z.object({
  agentId: agentIdField,
  from: z.iso.date({ error: fieldMessages.notValid }),
  days: z.coerce
    .number({ error: fieldMessages.notValid })
    .int({ error: fieldMessages.notValid })
    .min(1, { error: fieldMessages.notValid })
    .max(maxSlotDays, { error: fieldMessages.notValid })
    .default(31),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

/** `data` of the slots' `200`: free 30-minute slots, soonest first, in Dubai time. */
export const slotsDataSchema = z.object({
  timeZone: z.literal(dubaiTimeZone),
  slots: z.array(slotSchema),
});
export type SlotsData = z.output<typeof slotsDataSchema>;

/**
 * Body of `POST /api/bookings/manage`: the manage link's token and the change — choose a call
 * (`agentId` when the reservation has no expert yet), move it, or cancel it (docs/design.md §11).
 */
export const callChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('choose'),
      token: z.string().max(100),
      s1: slotSchema,
      agentId: agentIdField.optional(),
    }),
    z.object({ action: z.literal('move'), token: z.string().max(100), s1: slotSchema }),
    z.object({ action: z.literal('cancel'), token: z.string().max(100) }),
  ],
  { error: fieldMessages.notValid },
);
export type CallChangeInput = z.input<typeof callChangeSchema>;

/** Query of `GET /api/payments/status`, as Stripe appends it to the return URL. */
export const paymentStatusQuerySchema = z.object({
  payment_intent: z
    .string({ error: fieldMessages.required })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: fieldMessages.notValid }),
  payment_intent_client_secret: z
    .string({ error: fieldMessages.required })
    .min(1, { error: fieldMessages.required })
    .max(300, { error: fieldMessages.tooLong }),
});

/** `data` of the status's `200`: `paid` and `processing` continue at step 4, the others offer a retry. */
export const paymentStatusDataSchema = z.object({
  leadId: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.literal('aed'),
});
export type PaymentStatusData = z.output<typeof paymentStatusDataSchema>;
export type PaymentStatusQuery = z.input<typeof paymentStatusQuerySchema>;
