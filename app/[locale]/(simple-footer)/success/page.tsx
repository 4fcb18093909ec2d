import { getTranslations } from 'next-intl/server';
import { PaymentResultSlot } from '@/components/spot/payment-result-slot';
import { ClientMessages } from '@/components/app/client-messages';
import { spotNamespaces } from '@/lib/i18n/client-messages';
import { enterLocale } from '@/lib/i18n/request-locale';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/spot/spot.module.css';

export const generateMetadata = ({ params }: PageProps<'/[locale]/success'>) =>
  pageMetadata(params, 'PaymentResult', '/success');

/** Where Stripe sends a visitor back after paying away from the site (docs/spec.md §7). */
export default async function PaymentResultPage({ params }: PageProps<'/[locale]/success'>) {
  await enterLocale(params);
  const t = await getTranslations('PaymentResult');
  return (
    <section className={`container ${styles.resultPage}`}>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={[...spotNamespaces, 'PaymentResult']}>
        <PaymentResultSlot />
      </ClientMessages>
    </section>
  );
}
