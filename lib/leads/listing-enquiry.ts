import { z } from 'zod';
import { listingSlugs } from '@/lib/listings/slugs';
import { fieldMessages } from './validation-messages';

/** The listing an enquiry is about: one of ours, by its slug, so the lead names what was asked for. */
export const listingField = z.enum(listingSlugs, { error: fieldMessages.notValid });
