'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { computeMortgage, maxLoanToValue, mortgageRules } from '@/lib/calculators/mortgage';
import { formatAed, formatPercent } from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { CalculatorFrame, numberOf } from './calculator-frame';
import styles from './calculators.module.css';

type Props = { priceAed: number; offPlan?: boolean; annualRatePercent?: number };

/** Down payment, loan and monthly instalment under the UAE's loan-to-value caps, with the DLD fee. */
export function MortgageCalculator({ priceAed, offPlan = false, annualRatePercent = 4.25 }: Props) {
  const t = useTranslations('Calculators.mortgage');
  const locale = usePageLocale();
  // The down payment starts at the smallest a bank accepts for this property.
  const initialDown = priceAed * (1 - maxLoanToValue({ priceAed, offPlan, firstHome: true }));
  const [price, setPrice] = useState(String(priceAed));
  const [down, setDown] = useState(String(Math.round(initialDown)));
  const [rate, setRate] = useState(String(annualRatePercent));
  const [term, setTerm] = useState(String(mortgageRules.maxTermYears));
  const [firstHome, setFirstHome] = useState(true);
  const [isOffPlan, setOffPlan] = useState(offPlan);

  const result = computeMortgage({
    priceAed: numberOf(price),
    downPaymentAed: numberOf(down),
    annualRatePercent: numberOf(rate),
    termYears: numberOf(term),
    offPlan: isOffPlan,
    firstHome,
  });
  const aed = (amount: number) => formatAed(amount, locale);
  const choices = [
    { name: 'firstHome', label: t('firstHome'), checked: firstHome, set: setFirstHome },
    { name: 'offPlan', label: t('offPlan'), checked: isOffPlan, set: setOffPlan },
  ];

  return (
    <CalculatorFrame
      title={t('title')}
      inputs={[
        { name: 'price', label: t('price'), value: price, onChange: setPrice, step: 1000 },
        { name: 'down', label: t('downPayment'), value: down, onChange: setDown, step: 1000 },
        { name: 'rate', label: t('rate'), value: rate, onChange: setRate, step: 0.01 },
        {
          name: 'term',
          label: t('term'),
          value: term,
          onChange: setTerm,
          max: mortgageRules.maxTermYears,
        },
      ]}
      choices={choices.map((choice) => (
        <label key={choice.name} className={styles.check}>
          <input
            type="checkbox"
            name={choice.name}
            checked={choice.checked}
            onChange={(event) => choice.set(event.target.checked)}
          />
          {choice.label}
        </label>
      ))}
      results={[
        { key: 'monthly', label: t('monthly'), value: aed(result.monthlyPaymentAed), main: true },
        { key: 'loan', label: t('loan'), value: aed(result.loanAed) },
        { key: 'ltv', label: t('ltv'), value: formatPercent(result.maxLoanToValue * 100, locale) },
        { key: 'minDown', label: t('minDown'), value: aed(result.minDownPaymentAed) },
        { key: 'dldFee', label: t('dldFee'), value: aed(result.dldFeeAed) },
        { key: 'upfront', label: t('upfront'), value: aed(result.upfrontCashAed) },
        { key: 'totalInterest', label: t('totalInterest'), value: aed(result.totalInterestAed) },
      ]}
    >
      {result.belowMinimumDown && (
        <p className={styles.warning} role="alert">
          {t('belowMinimum', { amount: aed(result.minDownPaymentAed) })}
        </p>
      )}
      <p className={styles.note}>{t('rules')}</p>
    </CalculatorFrame>
  );
}
