import { z } from 'zod';
import { LISTING_SLUG } from '@/lib/listings';
import { fieldMessages } from './validation-messages';

/**
 * The listing an enquiry is about, by its slug, so the lead names what was asked for. Its shape
 * only: listings come and go while a page is open, and an enquiry about one just sold is a lead.
 */
export const listingField = z
  .string({ error: fieldMessages.notValid })
  .max(100, { error: fieldMessages.notValid })
  .regex(LISTING_SLUG, { error: fieldMessages.notValid });
