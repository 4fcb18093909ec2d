import { describe, expect, it } from 'vitest';
import { spotStepSchemas, spotWizardSchema } from '@/lib/leads/spot-wizard';
import { canMoveTo, walkedStep } from '@/lib/leads/spot-steps';

describe('spot wizard steps', () => {
  it('applies the setStep rule of docs/spec.md §4', () => {
    expect(canMoveTo(1, 2, false)).toBe(true); // back is always allowed
    expect(canMoveTo(2, 1, false)).toBe(false); // forward needs valid fields
    expect(canMoveTo(2, 1, true)).toBe(true);
    expect(canMoveTo(5, 3, false)).toBe(true); // from the payment step on, free
    expect(canMoveTo(6, 5, false)).toBe(true);
  });

  it('validates each step on its own fields', () => {
    expect(spotStepSchemas[1].safeParse({ name: 'Anna', email: 'anna@example' }).success).toBe(
      false,
    );
    expect(spotStepSchemas[1].safeParse({ name: 'Anna', email: 'anna@example.com' }).success).toBe(
      true,
    );
    expect(spotStepSchemas[2].safeParse({ phone: '+971501234567', country: 'AE' }).success).toBe(
      true,
    );
    // A German number while the widget shows the UAE.
    expect(spotStepSchemas[2].safeParse({ phone: '+4915112345678', country: 'AE' }).success).toBe(
      false,
    );
    expect(spotStepSchemas[5].safeParse({ s1: { date: '2026-11-23', time: '' } }).success).toBe(
      false,
    );
  });

  it('normalises the phone to E.164', () => {
    const parsed = spotWizardSchema.parse({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '+971 50 123 4567',
      country: 'AE',
    });
    expect(parsed.phone).toBe('+971501234567');
  });
});

describe('the step counter', () => {
  it('counts the steps the visitor walks: no jump when online payment is unavailable', () => {
    const unpaid = ([1, 2, 3, 5, 6] as const).map((step) => walkedStep(step, false));
    expect(unpaid).toEqual([1, 2, 3, 4, 5].map((step) => ({ step, total: 5 })));
    const paid = ([1, 2, 3, 4, 5, 6] as const).map((step) => walkedStep(step, true));
    expect(paid).toEqual([1, 2, 3, 4, 5, 6].map((step) => ({ step, total: 6 })));
  });
});
