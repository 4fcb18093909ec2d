import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/link';
import { RequestCallButton } from '@/components/lead-capture/request-call-button';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/icons';
import { isolate } from '@/lib/i18n/bidi';
import { site } from '@/lib/site';
import { Logo } from './logo';
import { MessengerLinks, SocialLinks } from './social-links';
import { Copyright } from './copyright';
import styles from './footer.module.css';

/** The full footer of docs/spec.md §2; `large` adds the campaign pages' closing call to action. */
export async function Footer({ size = 'regular' }: { size?: 'regular' | 'large' }) {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Navigation');
  return (
    <footer className={styles.footer} data-chrome>
      {size === 'large' && (
        <div className={styles.band}>
          <div className={`container ${styles.bandInner}`}>
            <div>
              <h2 className={styles.bandTitle}>{t('bandTitle')}</h2>
              <p className={styles.bandText}>{t('bandText')}</p>
            </div>
            <RequestCallButton className="button button-primary">
              <PhoneIcon size={18} />
              {nav('requestCall')}
            </RequestCallButton>
          </div>
        </div>
      )}
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo label={nav('home')} />
          <p>{t('tagline')}</p>
          <p className={styles.small}>{t('managedBy', { company: isolate(site.legalName) })}</p>
          <p className={styles.small}>{t('license', { orn: site.reraOrn })}</p>
        </div>
        <nav aria-label={t('explore')}>
          <h2 className={styles.heading}>{t('explore')}</h2>
          <ul className={styles.links}>
            <li>
              <Link href="/blog/top-5-reasons-invest">{t('blogArticle')}</Link>
            </li>
            <li>
              <Link href="/careers">{nav('careers')}</Link>
            </li>
            <li>
              <Link href="/partners">{t('referAndEarn')}</Link>
            </li>
            <li>
              <Link href="/terms" target="_blank" rel="noopener">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy">{t('privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('contact')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={site.phone.href} className={styles.iconLink}>
                <PhoneIcon size={18} />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.iconLink}>
                <MailIcon size={18} />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={site.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.iconLink}
              >
                <MapPinIcon size={18} />
                <span>
                  {t('address')}
                  <span className="visually-hidden"> ({t('opensMap')})</span>
                </span>
              </a>
            </li>
          </ul>
          <MessengerLinks whatsapp={t('whatsapp')} telegram={t('telegram')} />
        </div>
        <div>
          <h2 className={styles.heading}>{t('followUs')}</h2>
          <SocialLinks label={t('followUs')} />
          <RequestCallButton className={`button button-primary ${styles.cta}`}>
            <PhoneIcon size={18} />
            {nav('requestCall')}
          </RequestCallButton>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <Copyright />
        </div>
      </div>
    </footer>
  );
}
