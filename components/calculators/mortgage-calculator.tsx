'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { computeMortgage, maxLoanToValue, mortgageRules } from '@/lib/calculators/mortgage';
import { formatAed, formatPercent } from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { NumberField, Results, numberOf } from './number-field';
import styles from './calculators.module.css';

type Props = { priceAed: number; offPlan?: boolean; annualRatePercent?: number };

/** Down payment, loan and monthly instalment under the UAE's loan-to-value caps, with the DLD fee. */
export function MortgageCalculator({ priceAed, offPlan = false, annualRatePercent = 4.25 }: Props) {
  const t = useTranslations('Calculators.mortgage');
  const locale = usePageLocale();
  const id = useId();
  const minimumDown = (price: number) =>
    Math.round(price * (1 - maxLoanToValue({ priceAed: price, offPlan, firstHome: true })));
  const [price, setPrice] = useState(String(priceAed));
  const [down, setDown] = useState(String(minimumDown(priceAed)));
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

  return (
    <div className={styles.calculator}>
      <h3>{t('title')}</h3>
      <div className={styles.inputs}>
        <NumberField
          id={`${id}-price`}
          label={t('price')}
          value={price}
          onChange={setPrice}
          step={1000}
        />
        <NumberField
          id={`${id}-down`}
          label={t('downPayment')}
          value={down}
          onChange={setDown}
          step={1000}
        />
        <NumberField
          id={`${id}-rate`}
          label={t('rate')}
          value={rate}
          onChange={setRate}
          step={0.01}
        />
        <NumberField
          id={`${id}-term`}
          label={t('term')}
          value={term}
          onChange={setTerm}
          max={mortgageRules.maxTermYears}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={firstHome}
            onChange={(e) => setFirstHome(e.target.checked)}
          />
          {t('firstHome')}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={isOffPlan}
            onChange={(e) => setOffPlan(e.target.checked)}
          />
          {t('offPlan')}
        </label>
      </div>
      <Results
        items={[
          { key: 'monthly', label: t('monthly'), value: aed(result.monthlyPaymentAed), main: true },
          { key: 'loan', label: t('loan'), value: aed(result.loanAed) },
          {
            key: 'ltv',
            label: t('ltv'),
            value: formatPercent(result.maxLoanToValue * 100, locale),
          },
          { key: 'minDown', label: t('minDown'), value: aed(result.minDownPaymentAed) },
          { key: 'dldFee', label: t('dldFee'), value: aed(result.dldFeeAed) },
          { key: 'upfront', label: t('upfront'), value: aed(result.upfrontCashAed) },
          { key: 'totalInterest', label: t('totalInterest'), value: aed(result.totalInterestAed) },
        ]}
      />
      {result.belowMinimumDown && (
        <p className={styles.warning} role="alert">
          {t('belowMinimum', { amount: aed(result.minDownPaymentAed) })}
        </p>
      )}
      <p className={styles.note}>{t('rules')}</p>
    </div>
  );
}
