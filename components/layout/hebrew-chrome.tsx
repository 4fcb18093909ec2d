import { getTranslations } from 'next-intl/server';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons/icons';
import { site } from '@/lib/site';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { Copyright } from './copyright';
import styles from './hebrew-chrome.module.css';

/**
 * The Hebrew layout (/he-lp): chrome for visitors from Israel, with the Tel Aviv desk's number
 * and WhatsApp instead of the site navigation.
 */
export async function HebrewHeader() {
  const t = await getTranslations('HebrewChrome');
  const nav = await getTranslations('Navigation');
  return (
    <header className={styles.header} data-chrome>
      <div className={`container ${styles.inner}`}>
        <Logo label={nav('home')} />
        <p className={styles.desk}>{t('desk')}</p>
        <div className={styles.actions}>
          <a href={site.israelPhone.href} className={styles.phone}>
            <PhoneIcon size={18} />
            <bdi dir="ltr">{site.israelPhone.display}</bdi>
          </a>
          <a
            href={site.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-primary"
          >
            <WhatsAppIcon size={18} />
            {t('whatsapp')}
          </a>
          <LanguageSelector tone="dark" />
        </div>
      </div>
    </header>
  );
}

export async function HebrewFooter() {
  const t = await getTranslations('HebrewChrome');
  return (
    <footer className={styles.footer} data-chrome>
      <div className={`container ${styles.footerInner}`}>
        <div>
          <p className={styles.footerTitle}>{t('footerTitle')}</p>
          <p>{t('footerText')}</p>
        </div>
        <div className={styles.footerMeta}>
          <a href={site.israelPhone.href}>
            <bdi dir="ltr">{site.israelPhone.display}</bdi>
          </a>
          <Copyright />
        </div>
      </div>
    </footer>
  );
}
