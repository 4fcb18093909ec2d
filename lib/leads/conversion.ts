import { z } from 'zod';
import {
  fullUrlField,
  localeField,
  nameField,
  optionalEmailField,
  pageContextFields,
  phoneField,
  trackingTokenFields,
} from './fields';

/** Body of `POST /postback`: the lead that was just accepted, with its tracking token (SPEC.md section 7). */
export const conversionSchema = z.object({
  name: nameField,
  phone: phoneField('AE'),
  email: optionalEmailField,
  ...pageContextFields,
  // The browser sends the lead it just created; the locale is informative here, not required.
  locale: localeField.optional(),
});

export type Conversion = z.output<typeof conversionSchema>;

/** Body of `POST /started_chat`: the stored tracking token, sent after a WhatsApp chat opens. */
export const chatStartSchema = z.object({
  ...trackingTokenFields,
  fullUrl: fullUrlField.optional(),
  locale: localeField.optional(),
});

export type ChatStart = z.output<typeof chatStartSchema>;
