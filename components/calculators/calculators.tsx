'use client';

import { useTranslations } from 'next-intl';
import { MortgageCalculator } from './mortgage-calculator';
import { YieldCalculator } from './yield-calculator';
import styles from './calculators.module.css';

export type CalculatorsProps = {
  priceAed: number;
  offPlan: boolean;
  annualRentAed: number;
  serviceChargesAed: number;
  otherCostsAed: number;
};

/** Both calculators side by side, as a listing page shows them, prefilled with its figures. */
export function Calculators(props: CalculatorsProps) {
  const t = useTranslations('Calculators');
  return (
    <div className={styles.pair}>
      <MortgageCalculator priceAed={props.priceAed} offPlan={props.offPlan} />
      <YieldCalculator
        priceAed={props.priceAed}
        annualRentAed={props.annualRentAed}
        serviceChargesAed={props.serviceChargesAed}
        otherCostsAed={props.otherCostsAed}
      />
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </div>
  );
}
