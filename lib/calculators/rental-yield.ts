import { mortgageRules } from './mortgage';

export type RentalYieldInput = {
  priceAed: number;
  annualRentAed: number;
  /** Service charges for the year, in AED (size × the building's rate per square foot). */
  serviceChargesAed: number;
  /** Everything else a landlord pays in a year: management, maintenance, insurance, vacancy. */
  otherCostsAed: number;
};

export type RentalYieldResult = {
  /** Annual rent over the price, in percent. */
  grossYieldPercent: number;
  /** Rent less the year's costs, over the price plus the 4 % DLD fee, in percent. */
  netYieldPercent: number;
  netIncomeAed: number;
  totalCostAed: number;
};

export function computeRentalYield(input: RentalYieldInput): RentalYieldResult {
  const price = Math.max(0, input.priceAed);
  const rent = Math.max(0, input.annualRentAed);
  const netIncome = rent - Math.max(0, input.serviceChargesAed) - Math.max(0, input.otherCostsAed);
  const totalCost = price * (1 + mortgageRules.dldFeeRate);
  return {
    grossYieldPercent: price > 0 ? (rent / price) * 100 : 0,
    netYieldPercent: totalCost > 0 ? (netIncome / totalCost) * 100 : 0,
    netIncomeAed: netIncome,
    totalCostAed: totalCost,
  };
}
