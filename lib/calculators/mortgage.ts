/**
 * UAE mortgage arithmetic for an expatriate buyer, computed in the browser. The caps are the UAE
 * Central Bank's loan-to-value limits (Notice 31/2013 as amended): 80 % of a first home up to
 * AED 5 million, 70 % above it, 60 % of a second home, and 50 % of any off-plan property.
 */
export const mortgageRules = {
  firstHomeThresholdAed: 5_000_000,
  firstHomeLtvUpToThreshold: 0.8,
  firstHomeLtvAboveThreshold: 0.7,
  secondHomeLtv: 0.6,
  offPlanLtv: 0.5,
  /** Dubai Land Department transfer fee, on the price, paid by the buyer. */
  dldFeeRate: 0.04,
  maxTermYears: 25,
} as const;

export type MortgageInput = {
  priceAed: number;
  downPaymentAed: number;
  /** Yearly interest rate in percent, e.g. 4.25. */
  annualRatePercent: number;
  termYears: number;
  offPlan: boolean;
  firstHome: boolean;
};

export type MortgageResult = {
  maxLoanToValue: number;
  minDownPaymentAed: number;
  loanAed: number;
  monthlyPaymentAed: number;
  totalInterestAed: number;
  dldFeeAed: number;
  /** Down payment plus the DLD fee: what the buyer needs before the bank lends. */
  upfrontCashAed: number;
  /** The down payment asked for is below the cap's minimum. */
  belowMinimumDown: boolean;
};

export function maxLoanToValue({
  priceAed,
  offPlan,
  firstHome,
}: Pick<MortgageInput, 'priceAed' | 'offPlan' | 'firstHome'>): number {
  const rules = mortgageRules;
  if (offPlan) return rules.offPlanLtv;
  if (!firstHome) return rules.secondHomeLtv;
  return priceAed <= rules.firstHomeThresholdAed
    ? rules.firstHomeLtvUpToThreshold
    : rules.firstHomeLtvAboveThreshold;
}

/** The level monthly instalment that repays `loan` over `months` at a monthly `rate` (annuity). */
export function monthlyInstalment(loan: number, monthlyRate: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  if (monthlyRate === 0) return loan / months;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function computeMortgage(input: MortgageInput): MortgageResult {
  const ltv = maxLoanToValue(input);
  const price = Math.max(0, input.priceAed);
  const minDown = price * (1 - ltv);
  const down = Math.min(Math.max(0, input.downPaymentAed), price);
  const loan = price - down;
  const months = Math.round(
    Math.min(Math.max(input.termYears, 0), mortgageRules.maxTermYears) * 12,
  );
  const monthly = monthlyInstalment(loan, Math.max(0, input.annualRatePercent) / 100 / 12, months);
  const dldFee = price * mortgageRules.dldFeeRate;
  return {
    maxLoanToValue: ltv,
    minDownPaymentAed: minDown,
    loanAed: loan,
    monthlyPaymentAed: monthly,
    totalInterestAed: Math.max(0, monthly * months - loan),
    dldFeeAed: dldFee,
    upfrontCashAed: down + dldFee,
    // Cents of rounding in the browser's inputs must not flag a down payment typed at the minimum.
    belowMinimumDown: down + 0.5 < minDown,
  };
}
