import { getTranslations } from 'next-intl/server';
import { isolate } from '@/lib/i18n/bidi';
import { agentName } from '@/lib/leads/agent-names';
import type { Locale } from '@/lib/i18n/locales';
import type { Listing } from '@/lib/listings';
import { permitCheckUrl } from '@/lib/listings/advertising';
import { developerName } from '@/lib/listings/developers';
import { permitQr } from '@/lib/listings/permit-qr';
import { site } from '@/lib/site';
import pageStyles from './listing-page.module.css';
import styles from './listing-permit.module.css';

/** Numbers read left to right inside Arabic and Hebrew sentences. */
const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;
/** Each QR module is this many CSS pixels: a whole number, so every module is drawn the same. */
const MODULE_PX = 3;

/**
 * What Dubai's advertising rules ask every listing page to show: the DLD permit and its QR code,
 * the expert's BRN and the office's ORN; off plan, the developer, the project, its DLD number and
 * escrow account (docs/listing-feeds.md, "What a listing page shows"). Drawn on the server.
 */
export async function ListingPermit({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = await getTranslations('ListingPage.permit');
  const { permit, expert, project } = listing;
  // The expert's name in the page's script, as everywhere else on it (ليلى حداد on /ar).
  const expertName = expert ? agentName(expert, locale) : '';
  const qr = permit ? permitQr(permitCheckUrl(permit)) : null;
  const rows = [
    permit && { key: 'permit', label: t('number'), value: ltr(permit.number) },
    expert && {
      key: 'expert',
      label: t('broker'),
      value: expert.brn
        ? t('brokerValue', { name: isolate(expertName), brn: expert.brn })
        : expertName,
    },
    {
      key: 'orn',
      label: t('office'),
      value: t('officeValue', { name: isolate(site.legalName), orn: site.reraOrn }),
    },
    project && {
      key: 'developer',
      label: t('developer'),
      value: developerName(listing.developer, locale),
    },
    project && { key: 'project', label: t('project'), value: project.name },
    project && { key: 'projectNumber', label: t('projectNumber'), value: ltr(project.dldNumber) },
    project && { key: 'escrow', label: t('escrow'), value: ltr(project.escrowAccount) },
  ].filter((row) => !!row);
  return (
    <section className={pageStyles.block} aria-labelledby="permit-title" data-permit>
      <h2 id="permit-title">{t('title')}</h2>
      <div className={styles.permit}>
        {qr && permit && (
          <figure className={styles.figure}>
            <a
              href={permitCheckUrl(permit)}
              className={styles.qr}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                width={qr.size * MODULE_PX}
                height={qr.size * MODULE_PX}
                role="img"
                aria-label={t('qr', { number: permit.number })}
                shapeRendering="crispEdges"
              >
                <rect width={qr.size} height={qr.size} fill="#fff" />
                <path d={qr.path} stroke="#000" strokeWidth={1} fill="none" />
              </svg>
            </a>
            <figcaption>{t('scan')}</figcaption>
          </figure>
        )}
        <dl className={pageStyles.facts}>
          {rows.map((row) => (
            <div key={row.key} data-fact={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
