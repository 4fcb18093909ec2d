/**
 * Reference exchange rates for the optional second currency: units of each currency per one UAE
 * dirham, as published on `date` (the dirham is pegged at 3.6725 per US dollar). Update both
 * together; pages label converted prices "rates of {date}".
 */
export const exchangeRates = {
  date: '2026-11-20',
  perAed: {
    USD: 0.2723,
    EUR: 0.2351,
    GBP: 0.2069,
    RUB: 22.05,
    CHF: 0.2168,
    ILS: 0.8934,
    HUF: 89.87,
    KRW: 394.6,
    RON: 1.1968,
    TRY: 11.46,
    INR: 24.12,
    CNY: 1.9395,
  },
} as const;

export type SecondCurrency = keyof typeof exchangeRates.perAed;

export const secondCurrencies = Object.keys(exchangeRates.perAed) as SecondCurrency[];

export function isSecondCurrency(value: string): value is SecondCurrency {
  return Object.hasOwn(exchangeRates.perAed, value);
}
