import { z } from 'zod';
import { checkChosenCountry, chosenCountryField, whenPhoneParsed } from './fields';
import { spotPhoneStepSchema, spotScheduleStepSchema, spotWelcomeStepSchema } from './lead';

/**
 * The spot modal's form in the browser: one schema per step (the server's, from `lead.ts`), merged
 * into the whole. The phone step also checks the number against the country chosen in the widget.
 */
export const spotStepSchemas = {
  1: spotWelcomeStepSchema,
  2: spotPhoneStepSchema
    .extend(chosenCountryField)
    .superRefine(checkChosenCountry, whenPhoneParsed),
  5: spotScheduleStepSchema,
} as const;

export const spotWizardSchema = spotWelcomeStepSchema
  .extend(spotPhoneStepSchema.shape)
  .extend(chosenCountryField)
  .superRefine(checkChosenCountry, whenPhoneParsed);

export type SpotWizardInput = z.input<typeof spotWizardSchema>;
export type SpotWizardValues = z.output<typeof spotWizardSchema>;
