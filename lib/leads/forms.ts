import { z } from 'zod';
import {
  checkChosenCountry,
  chosenCountryField,
  whenPhoneParsed,
  emailField,
  fieldLimits,
  nameField,
  optionalEmailField,
  optionalText,
  pageContextFields,
  phoneField,
} from './fields';
import { fieldMessages } from './validation-messages';
import { listingField } from './listing-enquiry';
import { cvExtensionOf, cvFileRules, type CvExtension } from './cv-file';

/** The page forms posted as multipart/form-data to `POST /api/forms/{form}`. */
const formKinds = ['sell', 'partner', 'career', 'listing'] as const;
export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}

// Each page form is written once as the fields a visitor fills in. The server's schema adds the page
// context (locale, URL, tracking token); the browser's adds the phone widget's country check.

/** Sell your property: the owner and the property they want listed. */
const sellFields = {
  name: nameField,
  phone: phoneField('AE'),
  email: optionalEmailField,
  projectName: optionalText(fieldLimits.shortText),
  location: optionalText(fieldLimits.shortText),
  propertyStatus: z
    .enum(['off-plan', 'ready'], { error: fieldMessages.notValid })
    .nullish()
    .or(z.literal('').transform(() => undefined)),
  bedrooms: optionalText(20),
  message: optionalText(fieldLimits.longText, { multiline: true }),
};

/** Refer-and-earn partner programme. */
const partnerFields = {
  name: nameField,
  phone: phoneField('AE'),
  email: emailField,
  company: optionalText(fieldLimits.shortText),
  message: optionalText(fieldLimits.longText, { multiline: true }),
};

/** Enquire about this property: a listing page's visitor and the listing, named by its slug. */
const listingFields = {
  name: nameField,
  phone: phoneField('AE'),
  email: optionalEmailField,
  message: optionalText(fieldLimits.longText),
  listing: listingField,
};

/** A File in the browser and on the server (Node 20 has the same global). */
function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

// The signatures of each extension: PDF, OLE2 compound file (.doc), ZIP container (.docx).
const cvSignatures: Record<CvExtension, number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  '.doc': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  '.docx': [0x50, 0x4b, 0x03, 0x04],
};

/** A renamed executable or image is not a CV, whatever its name says. */
async function hasCvSignature(file: File): Promise<boolean> {
  const extension = cvExtensionOf(file.name);
  if (!extension) return false;
  const signature = cvSignatures[extension];
  const head = new Uint8Array(await file.slice(0, signature.length).arrayBuffer());
  return signature.every((byte, index) => head[index] === byte);
}

/** Parse with `safeParseAsync`: the signature check reads the file. */
const cvFileField = z
  .custom<File>((value) => isFile(value) && value.size > 0, { error: fieldMessages.required })
  .refine((file) => cvExtensionOf(file.name) !== undefined, {
    error: fieldMessages.cvFileType,
    abort: true,
  })
  .refine((file) => file.size <= cvFileRules.maxBytes, {
    error: fieldMessages.cvFileTooLarge,
    abort: true,
  })
  .refine(hasCvSignature, { error: fieldMessages.cvFileType });

/** Careers: the applicant and their CV. */
const careerFields = {
  name: nameField,
  phone: phoneField('AE'),
  email: emailField,
  position: optionalText(fieldLimits.shortText),
  message: optionalText(fieldLimits.longText, { multiline: true }),
  cv: cvFileField,
};

/** Bodies of `POST /api/forms/{kind}`. */
export const sellFormSchema = z.object({ ...sellFields, ...pageContextFields });
export const partnerFormSchema = z.object({ ...partnerFields, ...pageContextFields });
export const careerFormSchema = z.object({ ...careerFields, ...pageContextFields });
export const listingFormSchema = z.object({ ...listingFields, ...pageContextFields });

/** A form's own fields as `POST /api/forms/{kind}` takes them; `pageFormSubmission` adds the rest. */
type OwnFields<Schema extends z.ZodType> = Omit<z.input<Schema>, keyof typeof pageContextFields>;
export type PageFormFields = {
  sell: OwnFields<typeof sellFormSchema>;
  partner: OwnFields<typeof partnerFormSchema>;
  career: OwnFields<typeof careerFormSchema>;
  listing: OwnFields<typeof listingFormSchema>;
};

/** The page forms in the browser: what the visitor fills in, the phone checked against its country. */
export const sellPageFormSchema = z
  .object({ ...sellFields, ...chosenCountryField })
  .superRefine(checkChosenCountry, whenPhoneParsed);
export const partnerPageFormSchema = z
  .object({ ...partnerFields, ...chosenCountryField })
  .superRefine(checkChosenCountry, whenPhoneParsed);
export const listingPageFormSchema = z
  .object({ ...listingFields, ...chosenCountryField })
  .superRefine(checkChosenCountry, whenPhoneParsed);
export const careerPageFormSchema = z
  .object({ ...careerFields, ...chosenCountryField })
  .superRefine(checkChosenCountry, whenPhoneParsed);
