import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AgentCard } from '@/components/lead-capture/agent-card';
import { CallChanges } from '@/components/manage-booking/call-changes';
import styles from '@/components/manage-booking/manage-booking.module.css';
import { dubaiTimeZone } from '@/lib/booking/rules';
import { differsFromDubai, formatSlotWhen } from '@/lib/booking/slots';
import { pickMessages } from '@/lib/i18n/client-messages';
import { localeInfo } from '@/lib/i18n/locales';
import { genderSelector } from '@/lib/leads/agent';
import { agentName } from '@/lib/leads/agent-names';
import { enterLocale } from '@/lib/i18n/request-locale';
import { manageView } from '@/lib/server/bookings/manage-view';
import { site } from '@/lib/site';

// Each answer is one investor's booking, read when asked: never prerendered or kept by a cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/booking/[token]'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'ManageBooking' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The investor's club call (docs/design.md §11): see it, move it, cancel it, or choose one. */
export default async function ManageBookingPage({
  params,
}: PageProps<'/[locale]/booking/[token]'>) {
  const locale = await enterLocale(params);
  const { token } = await params;
  const view = await manageView(token);
  if (!view) notFound();
  const t = await getTranslations('ManageBooking');
  const language = localeInfo[locale].iso;
  const { call, expert, payment } = view;
  const zone =
    view.timeZone && call && differsFromDubai(call, view.timeZone) ? view.timeZone : undefined;
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: payment.currency,
    maximumFractionDigits: 0,
  }).format(payment.amount / 100);
  const paidOn = payment.paidAt
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: dubaiTimeZone }).format(
        new Date(payment.paidAt),
      )
    : undefined;
  const heading = call
    ? t('headingBooked', { expert: expert ? agentName(expert, locale) : site.name })
    : view.callStatus === 'cancelled'
      ? t('headingCancelled')
      : t('headingChoose');
  const intro = call
    ? t('intro')
    : view.callStatus === 'cancelled'
      ? t('cancelledIntro')
      : t('chooseIntro', { expert: expert ? agentName(expert, locale) : site.name });
  const phone = (number: ReactNode) => (
    <a href={site.phone.href}>
      <bdi dir="ltr">{number}</bdi>
    </a>
  );

  return (
    <section className={`container ${styles.page}`}>
      <h1>{heading}</h1>
      <p className={styles.lede}>
        {t('greeting', { name: view.name })} {intro}
      </p>
      <NextIntlClientProvider
        messages={await pickMessages(['ManageBooking', 'SpotModal', 'RequestCall'])}
      >
        <div className={styles.summary}>
          <dl className={styles.facts}>
            {call && (
              <>
                <dt>{t('dubaiTime')}</dt>
                <dd>{formatSlotWhen(call, language, dubaiTimeZone)}</dd>
              </>
            )}
            {call && zone && (
              <>
                <dt>{t('yourTime', { zone })}</dt>
                <dd>{formatSlotWhen(call, language, zone)}</dd>
              </>
            )}
            <dt>{t('payment')}</dt>
            <dd>
              {payment.paid
                ? paidOn
                  ? t('paidOn', { amount, date: paidOn })
                  : t('paid', { amount })
                : t('unpaid')}
            </dd>
          </dl>
          {expert && (
            <div className={styles.expert}>
              <h2>{t('expert', { gender: genderSelector(expert) })}</h2>
              <AgentCard agent={expert} />
            </div>
          )}
        </div>
        {call && !view.mayChange ? (
          <p className={styles.done}>{t.rich('tooLate', { phone, number: site.phone.display })}</p>
        ) : (
          expert &&
          (call || view.mayChoose) && (
            <>
              {call && <p className={styles.lede}>{t('deadline')}</p>}
              <CallChanges
                token={token}
                agentId={expert.id}
                call={call}
                phone={site.phone.display}
              />
            </>
          )
        )}
      </NextIntlClientProvider>
    </section>
  );
}
