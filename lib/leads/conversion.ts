import { z } from 'zod';
import { fullUrlField, localeField, trackingTokenFields } from './fields';
import { fieldMessages } from './validation-messages';

/**
 * Body of `POST /postback`: the id of the lead the browser was just given (the 201's `data.id`).
 * Attribution is read from that stored lead, so a forged body cannot invent a conversion; anything
 * else the browser sends is ignored.
 */
export const conversionSchema = z.object({
  leadId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? fieldMessages.required
        : fieldMessages.notValid,
  }),
});

export type ConversionInput = z.input<typeof conversionSchema>;
export type Conversion = z.output<typeof conversionSchema>;

/**
 * Body of `POST /started_chat`: the stored tracking token, sent after a WhatsApp chat opens. A body
 * with no token value and no `fullUrl` says nothing and is not stored.
 */
export const chatStartSchema = z.object({
  ...trackingTokenFields,
  fullUrl: fullUrlField.optional(),
  locale: localeField.optional(),
});

export type ChatStartInput = z.input<typeof chatStartSchema>;
export type ChatStart = z.output<typeof chatStartSchema>;
