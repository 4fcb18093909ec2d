'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { computeRentalYield } from '@/lib/calculators/rental-yield';
import { formatAed, formatPercent } from '@/lib/format/numbers';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { NumberField, Results, numberOf } from './number-field';
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
  const id = useId();
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
          id={`${id}-rent`}
          label={t('rent')}
          value={rent}
          onChange={setRent}
          step={1000}
        />
        <NumberField
          id={`${id}-charges`}
          label={t('serviceCharges')}
          value={charges}
          onChange={setCharges}
          step={100}
        />
        <NumberField
          id={`${id}-other`}
          label={t('otherCosts')}
          value={other}
          onChange={setOther}
          step={100}
          hint={t('otherCostsHint')}
        />
      </div>
      <Results
        items={[
          {
            key: 'gross',
            label: t('gross'),
            value: formatPercent(result.grossYieldPercent, locale),
            main: true,
          },
          {
            key: 'net',
            label: t('net'),
            value: formatPercent(result.netYieldPercent, locale),
            main: true,
          },
          {
            key: 'netIncome',
            label: t('netIncome'),
            value: formatAed(result.netIncomeAed, locale),
          },
        ]}
      />
      <p className={styles.note}>{t('explain')}</p>
    </div>
  );
}
