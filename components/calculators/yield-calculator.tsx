'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { computeRentalYield } from '@/lib/calculators/rental-yield';
import { formatAed, formatPercent } from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { CalculatorFrame, numberOf } from './calculator-frame';
import styles from './calculators.module.css';

type Props = {
  priceAed: number;
  annualRentAed: number;
  serviceChargesAed: number;
  otherCostsAed: number;
};

/** Gross and net rental yield: the rent over the price, then after the year's costs and the DLD fee. */
export function YieldCalculator(props: Props) {
  const t = useTranslations('Calculators.yield');
  const locale = usePageLocale();
  const [price, setPrice] = useState(String(props.priceAed));
  const [rent, setRent] = useState(String(props.annualRentAed));
  const [charges, setCharges] = useState(String(props.serviceChargesAed));
  const [other, setOther] = useState(String(props.otherCostsAed));

  const result = computeRentalYield({
    priceAed: numberOf(price),
    annualRentAed: numberOf(rent),
    serviceChargesAed: numberOf(charges),
    otherCostsAed: numberOf(other),
  });
  const percent = (value: number) => formatPercent(value, locale);

  return (
    <CalculatorFrame
      title={t('title')}
      inputs={[
        { name: 'price', label: t('price'), value: price, onChange: setPrice, step: 1000 },
        { name: 'rent', label: t('rent'), value: rent, onChange: setRent, step: 1000 },
        { name: 'charges', label: t('serviceCharges'), value: charges, onChange: setCharges },
        {
          name: 'other',
          label: t('otherCosts'),
          value: other,
          onChange: setOther,
          hint: t('otherCostsHint'),
        },
      ]}
      results={[
        { key: 'gross', label: t('gross'), value: percent(result.grossYieldPercent), main: true },
        { key: 'net', label: t('net'), value: percent(result.netYieldPercent), main: true },
        { key: 'netIncome', label: t('netIncome'), value: formatAed(result.netIncomeAed, locale) },
      ]}
    >
      <p className={styles.note}>{t('explain')}</p>
    </CalculatorFrame>
  );
}
