/**
 * The club wizard's steps as the modal walks them, in plain code: the modal needs them before its
 * validation (zod and the schemas of `spot-wizard.ts`) has loaded on the visitor's first intent.
 */

/** The fields each step validates before the wizard moves on (docs/spec.md §4). */
export const spotStepFields = {
  1: ['name', 'email'],
  2: ['phone'],
} as const;

export type SpotStep = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * "Step n of total" for the steps the visitor walks: without online payment (no Stripe, or the
 * payment step found it unavailable) there is no payment-confirmation step 4, so the schedule is
 * 4 of 5 rather than a jump from 3 of 6 to 5 of 6.
 */
export function walkedStep(
  step: SpotStep,
  withPaymentConfirmation: boolean,
): { step: number; total: number } {
  if (withPaymentConfirmation) return { step, total: 6 };
  return { step: step > 4 ? step - 1 : step, total: 5 };
}

/**
 * docs/spec.md §4's `setStep(target)`: back is always allowed, forward only when the current
 * step's fields are valid, and from the payment step on the wizard moves freely.
 */
export function canMoveTo(target: SpotStep, current: SpotStep, currentStepValid: boolean): boolean {
  return target < current || currentStepValid || current >= 3;
}
