import { describe, expect, it } from 'vitest';
import { computeRentalYield } from '@/lib/calculators/rental-yield';

describe('rental yield', () => {
  it('gives 7 % gross and 5.29 % net on AED 2 M let for AED 140,000 with AED 30,000 of costs', () => {
    // Net: (140,000 − 20,000 − 10,000) / (2,000,000 × 1.04) = 110,000 / 2,080,000 = 5.288 %.
    const result = computeRentalYield({
      priceAed: 2_000_000,
      annualRentAed: 140_000,
      serviceChargesAed: 20_000,
      otherCostsAed: 10_000,
    });
    expect(result.grossYieldPercent).toBeCloseTo(7, 10);
    expect(result.netYieldPercent).toBeCloseTo(5.288, 3);
    expect(result.netIncomeAed).toBe(110_000);
    expect(result.totalCostAed).toBe(2_080_000);
  });

  it('is 0, not NaN, without a price', () => {
    const result = computeRentalYield({
      priceAed: 0,
      annualRentAed: 50_000,
      serviceChargesAed: 0,
      otherCostsAed: 0,
    });
    expect(result.grossYieldPercent).toBe(0);
    expect(result.netYieldPercent).toBe(0);
  });
});
