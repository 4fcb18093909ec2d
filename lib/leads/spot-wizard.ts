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

/** The fields each step validates before the wizard moves on (docs/spec.md §4). */
export const spotStepFields = {
  1: ['name', 'email'],
  2: ['phone'],
} as const;

export const spotWizardSchema = spotWelcomeStepSchema
  .extend(spotPhoneStepSchema.shape)
  .extend(chosenCountryField)
  .superRefine(checkChosenCountry, whenPhoneParsed);

export type SpotWizardInput = z.input<typeof spotWizardSchema>;
export type SpotWizardValues = z.output<typeof spotWizardSchema>;

export const SPOT_STEPS = 6;
export type SpotStep = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * docs/spec.md §4's `setStep(target)`: back is always allowed, forward only when the current
 * step's fields are valid, and from the payment step on the wizard moves freely.
 */
export function canMoveTo(target: SpotStep, current: SpotStep, currentStepValid: boolean): boolean {
  return target < current || currentStepValid || current >= 3;
}
