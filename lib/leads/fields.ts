// First: every lead schema is built on this module, so zod is configured before any parse.
import '@/lib/zod-config';
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { fieldMessages } from './validation-messages';

/** Upper bounds of what a visitor can type; anything longer is not a person filling a form. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phoneInput: 32,
  phoneMinDigits: 6,
  trackingValue: 500,
  fullUrl: 2048,
  shortText: 200,
  longText: 2000,
} as const;

/** A missing value is "required"; a value of the wrong type is "not valid". */
function requiredOrNotValid(issue: { input?: unknown }) {
  return issue.input === undefined || issue.input === null
    ? fieldMessages.required
    : fieldMessages.notValid;
}

/**
 * What no free-text field may hold (docs/design.md §5): C0 controls (NUL, ESC…), DEL, C1 controls
 * and the bidirectional embeddings, overrides and isolates that make a terminal or a list lie.
 * Tab and line breaks are allowed only where text may span lines (`multiline`).
 */
const controlCharacters =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const lineBreaks = /[\t\n\r]/;

/** `<b>`, `</x`, `<!--`, `<?`: the start of a tag. A lone `<` in "budget < 2M" is prose. */
const tagStart = /<[\p{L}!/?]/u;

export type TextRules = { multiline?: boolean; noAngleBrackets?: boolean };

/** Refuses markup and control characters with the message keys the forms show. */
function checkCleanText(value: string, context: z.RefinementCtx, rules: TextRules = {}) {
  if (controlCharacters.test(value) || (!rules.multiline && lineBreaks.test(value))) {
    context.addIssue({ code: 'custom', input: value, message: fieldMessages.controlCharacters });
  } else if (rules.noAngleBrackets ? /[<>]/.test(value) : tagStart.test(value)) {
    context.addIssue({ code: 'custom', input: value, message: fieldMessages.markup });
  }
}

export function requiredText(max: number, rules?: TextRules) {
  return z
    .string({ error: requiredOrNotValid })
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(max, { error: fieldMessages.tooLong })
    .superRefine((value, context) => checkCleanText(value, context, rules));
}

/** Optional free text: absent, null and blank all mean "not given". */
export function optionalText(max: number, rules?: TextRules) {
  return z
    .string({ error: fieldMessages.notValid })
    .trim()
    .max(max, { error: fieldMessages.tooLong })
    .superRefine((value, context) => checkCleanText(value, context, rules))
    .nullish()
    .transform((value) => value || undefined);
}

/**
 * What a name never shows (issue 22): format characters (zero-width spaces and joiners, direction
 * marks, word joiners, the byte-order mark, soft hyphens) and the Hangul fillers, which count as
 * letters but draw nothing. Removed, so a name is stored and exported as it looks.
 */
const invisibleCharacters = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/**
 * A name is what a person types as their name (docs/design.md §5): letters of any script, digits,
 * `&`, `/` and any other punctuation (“Smith & Sons”, “Flat 4/2”), with at least one visible letter
 * or digit. Markup, control characters and bidirectional overrides are refused, by `requiredText`;
 * invisible characters are removed.
 */
export const nameField = requiredText(fieldLimits.name, { noAngleBrackets: true })
  .transform((value) => value.replace(invisibleCharacters, '').replace(/\s+/g, ' ').trim())
  .refine((value) => /[\p{L}\p{N}]/u.test(value), { error: fieldMessages.notValid });

/** A phone number valid for its country, normalised to E.164. National input is read as `defaultCountry`. */
export function phoneField(defaultCountry: CountryCode = 'AE') {
  return z.string({ error: requiredOrNotValid }).transform((input, context) => {
    const value = input.trim();
    if (!value) {
      context.issues.push({ code: 'custom', input, message: fieldMessages.required });
      return z.NEVER;
    }
    const digits = value.replace(/\D/g, '').length;
    if (value.length > fieldLimits.phoneInput || digits < fieldLimits.phoneMinDigits) {
      context.issues.push({ code: 'custom', input, message: fieldMessages.phoneLength });
      return z.NEVER;
    }
    const phone = parsePhoneNumberFromString(value, defaultCountry);
    if (!phone?.isValid()) {
      context.issues.push({ code: 'custom', input, message: fieldMessages.phoneWrong });
      return z.NEVER;
    }
    return phone.number;
  });
}

/** The country chosen in the browser forms' phone widget: checked with the phone, never sent. */
export const chosenCountryField = { country: z.string().optional() };

/**
 * The browser forms' phone rule (docs/spec.md §5): besides being valid, the number must belong to
 * the country chosen in the phone widget. Use with `chosenCountryField`:
 * `.superRefine(checkChosenCountry, whenPhoneParsed)`.
 */
export function checkChosenCountry(
  value: { phone: string; country?: string },
  context: z.RefinementCtx,
): void {
  if (!value.country || !isSupportedCountry(value.country)) return;
  const phone = parsePhoneNumberFromString(value.phone, value.country);
  const sameCountry =
    phone?.country === value.country ||
    phone?.countryCallingCode === getCountryCallingCode(value.country);
  if (!phone?.isValid() || !sameCountry) {
    context.issues.push({
      code: 'custom',
      path: ['phone'],
      input: value.phone,
      message: fieldMessages.phoneWrong,
    });
  }
}

/** Runs the country check beside other fields' errors, once the phone itself has parsed. */
export const whenPhoneParsed: z.core.$ZodSuperRefineParams = {
  when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phone'),
};

export const emailField = requiredText(fieldLimits.email).pipe(
  z.email({ error: fieldMessages.emailWrong }),
);

export const optionalEmailField = z
  .string({ error: fieldMessages.notValid })
  .trim()
  .max(fieldLimits.email, { error: fieldMessages.tooLong })
  .nullish()
  .transform((value) => value || undefined)
  .pipe(z.email({ error: fieldMessages.emailWrong }).optional());

export const localeField = z.enum(locales, { error: requiredOrNotValid });

/** The page the visitor was on, without query string or fragment (docs/design.md §4). */
export const fullUrlField = requiredText(fieldLimits.fullUrl, {
  noAngleBrackets: true,
}).transform((value, context) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    context.issues.push({ code: 'custom', input: value, message: fieldMessages.notValid });
    return z.NEVER;
  }
  return `${url.origin}${url.pathname}`;
});

/** The tracking token of docs/design.md §4: last-touch UTM tags and the ad networks' click ids. */
const tokenValue = () => optionalText(fieldLimits.trackingValue, { noAngleBrackets: true });
export const trackingTokenFields = {
  utm_source: tokenValue(),
  utm_medium: tokenValue(),
  utm_campaign: tokenValue(),
  utm_content: tokenValue(),
  clickid: tokenValue(),
  bclickid: tokenValue(),
};

export type TrackingToken = z.output<z.ZodObject<typeof trackingTokenFields>>;
export const trackingTokenKeys = Object.keys(trackingTokenFields) as (keyof TrackingToken)[];

/**
 * What the visitor was told and agreed to (docs/design.md §15): the privacy notice's version the
 * form stated (lib/privacy/notice.ts) and the optional marketing box, unticked unless they ticked
 * it. Multipart forms send them as text. Absent in a lead kept from before the notice was shown.
 */
export const consentFields = {
  noticeVersion: z
    .string({ error: fieldMessages.notValid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldMessages.notValid })
    .optional(),
  marketingConsent: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: fieldMessages.notValid,
    })
    .optional(),
};
export const consentFieldKeys = Object.keys(consentFields) as (keyof typeof consentFields)[];

/** Where a submission came from: the page, its language, the visitor's tracking token and consent. */
export const pageContextFields = {
  locale: localeField,
  fullUrl: fullUrlField,
  ...trackingTokenFields,
  ...consentFields,
};
