import { z } from 'zod';
import {
  checkChosenCountry,
  chosenCountryField,
  whenPhoneParsed,
  emailField,
  nameField,
  optionalEmailField,
  pageContextFields,
  phoneField,
} from './fields';
import { fieldMessages } from './validation-messages';

export type LeadKind = 'request-call' | 'taiwan' | 'spot';

/** A slot (lib/booking/slots.ts) as the wire carries it: `s1` of docs/spec.md §3. */
export const slotSchema = z.object(
  {
    date: z.iso.date({ error: fieldMessages.required }),
    time: z
      .string({ error: fieldMessages.required })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: fieldMessages.notValid }),
  },
  { error: fieldMessages.required },
);

const kindField = <K extends LeadKind>(kind: K) =>
  z.literal(kind, { error: fieldMessages.notValid });

/** Request-call modal and the contact forms on the pages: name and phone, default country AE. */
export const requestCallLeadSchema = z.object({
  kind: kindField('request-call'),
  name: nameField,
  phone: phoneField('AE'),
  email: optionalEmailField,
  s1: slotSchema.nullish().transform((call) => call ?? undefined),
  ...pageContextFields,
});

/** Taiwan roadshow modal: the phone's default country is Taiwan. */
const taiwanLeadSchema = requestCallLeadSchema.extend({
  kind: kindField('taiwan'),
  phone: phoneField('TW'),
});

// The spot modal validates one step at a time before moving on; the server parses the whole.
export const spotWelcomeStepSchema = z.object({ name: nameField, email: emailField });
export const spotPhoneStepSchema = z.object({ phone: phoneField('AE') });
export const spotScheduleStepSchema = z.object({ s1: slotSchema });

/** The expert whose calendar the visitor booked (an agent's `id`). */
export const agentIdField = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { error: fieldMessages.required })
  .max(100, { error: fieldMessages.tooLong });

/**
 * The booking (docs/design.md §9): the wizard's steps, the expert, and the reservation stored by
 * `POST /api/payments/intent` (`leadId`), which the slot is attached to. Without `leadId` (no online
 * payment) the booking is itself an unpaid reservation.
 */
const spotLeadSchema = z.object({
  kind: kindField('spot'),
  ...spotWelcomeStepSchema.shape,
  ...spotPhoneStepSchema.shape,
  ...spotScheduleStepSchema.shape,
  agentId: agentIdField,
  leadId: z
    .uuid({ error: fieldMessages.notValid })
    .nullish()
    .transform((id) => id ?? undefined),
  /** The visitor's IANA zone, so the e-mails can give the call in their own time (docs/design.md §11). */
  timeZone: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
    .refine(isTimeZone)
    .optional()
    // A zone the runtime does not know (an old browser, a made-up value) is dropped, not a 400:
    // the booking stands and the e-mails give Dubai time only.
    .catch(undefined),
  ...pageContextFields,
});
export type SpotLeadInput = z.input<typeof spotLeadSchema>;
export type SpotLead = z.output<typeof spotLeadSchema>;

/** Body of `POST /api/leads`. */
export const leadSchema = z.discriminatedUnion(
  'kind',
  [requestCallLeadSchema, taiwanLeadSchema, spotLeadSchema],
  {
    // The union reports an unknown kind with the whole body as input.
    error: (issue) =>
      isRecord(issue.input) && issue.input.kind == null
        ? fieldMessages.required
        : fieldMessages.notValid,
  },
);

/** An IANA zone this runtime can convert to (`Europe/Berlin`), not just a well-formed name. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export type LeadInput = z.input<typeof leadSchema>;

/**
 * The request-call form in the browser (modal and page): name and phone, and the phone must be
 * a number of the country chosen in the widget (docs/spec.md §5). `country` is not sent.
 */
export const requestCallFormSchema = z
  .object({ name: nameField, phone: phoneField('AE'), ...chosenCountryField })
  .superRefine(checkChosenCountry, whenPhoneParsed);

export type RequestCallFormInput = z.input<typeof requestCallFormSchema>;
