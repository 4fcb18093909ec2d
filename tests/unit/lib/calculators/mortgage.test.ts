import { describe, expect, it } from 'vitest';
import { computeMortgage, maxLoanToValue, monthlyInstalment } from '@/lib/calculators/mortgage';

// Expected figures worked out by hand with the annuity formula P·r / (1 − (1 + r)^−n), r = rate/12.
describe('mortgage', () => {
  it('repays AED 1,000,000 at 4 % over 25 years with AED 5,278.37 a month', () => {
    expect(monthlyInstalment(1_000_000, 0.04 / 12, 300)).toBeCloseTo(5278.37, 2);
  });

  it('divides the loan evenly when the rate is 0', () => {
    expect(monthlyInstalment(1_000_000, 0, 240)).toBeCloseTo(4166.67, 2);
  });

  it.each([
    [{ priceAed: 2_000_000, offPlan: false, firstHome: true }, 0.8],
    [{ priceAed: 5_000_000, offPlan: false, firstHome: true }, 0.8],
    [{ priceAed: 5_000_001, offPlan: false, firstHome: true }, 0.7],
    [{ priceAed: 2_000_000, offPlan: false, firstHome: false }, 0.6],
    [{ priceAed: 2_000_000, offPlan: true, firstHome: true }, 0.5],
    [{ priceAed: 9_000_000, offPlan: true, firstHome: false }, 0.5],
  ])('caps the loan-to-value of %o at %d', (input, cap) => {
    expect(maxLoanToValue(input)).toBe(cap);
  });

  it('computes a ready first home of AED 2 M with 20 % down at 4 % over 25 years', () => {
    const result = computeMortgage({
      priceAed: 2_000_000,
      downPaymentAed: 400_000,
      annualRatePercent: 4,
      termYears: 25,
      offPlan: false,
      firstHome: true,
    });
    expect(result.minDownPaymentAed).toBeCloseTo(400_000, 6);
    expect(result.loanAed).toBe(1_600_000);
    expect(result.monthlyPaymentAed).toBeCloseTo(8445.39, 2);
    expect(result.totalInterestAed).toBeCloseTo(933_616.83, 1);
    expect(result.dldFeeAed).toBe(80_000);
    expect(result.upfrontCashAed).toBe(480_000);
    expect(result.belowMinimumDown).toBe(false);
  });

  it('flags a down payment below the off-plan minimum of 50 %', () => {
    const result = computeMortgage({
      priceAed: 2_450_000,
      downPaymentAed: 490_000,
      annualRatePercent: 4.25,
      termYears: 25,
      offPlan: true,
      firstHome: true,
    });
    expect(result.minDownPaymentAed).toBe(1_225_000);
    expect(result.belowMinimumDown).toBe(true);
  });

  it('never lends more than the price nor beyond 25 years', () => {
    const result = computeMortgage({
      priceAed: 1_000_000,
      downPaymentAed: 2_000_000,
      annualRatePercent: 5,
      termYears: 40,
      offPlan: false,
      firstHome: true,
    });
    expect(result.loanAed).toBe(0);
    expect(result.monthlyPaymentAed).toBe(0);
  });
});
