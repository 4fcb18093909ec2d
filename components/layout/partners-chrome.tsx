import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/link';
import { MailIcon, PhoneIcon } from '@/components/icons/icons';
import { site } from '@/lib/site';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { Copyright } from './copyright';
import { MessengerLinks } from './social-links';
import styles from './partners-chrome.module.css';
import footerStyles from './footer.module.css';

/** The partners layout's header: the logo and the language, nothing to lead a partner away. */
export async function PartnersHeader() {
  const nav = await getTranslations('Navigation');
  return (
    <header className={styles.header} data-chrome>
      <div className={`container ${styles.inner}`}>
        <Logo label={nav('home')} />
        <LanguageSelector tone="dark" />
      </div>
    </header>
  );
}

export async function PartnersFooter() {
  const t = await getTranslations('PartnersFooter');
  const footer = await getTranslations('Footer');
  return (
    <footer className={footerStyles.footer} data-chrome>
      <div className={`container ${styles.footerGrid}`}>
        <div>
          <h2 className={footerStyles.heading}>{t('title')}</h2>
          <p>{t('text')}</p>
        </div>
        <ul className={footerStyles.links}>
          <li>
            <a href={`mailto:${site.partnersEmail}`} className={footerStyles.iconLink}>
              <MailIcon size={18} />
              {site.partnersEmail}
            </a>
          </li>
          <li>
            <a href={site.phone.href} className={footerStyles.iconLink}>
              <PhoneIcon size={18} />
              <bdi dir="ltr">{site.phone.display}</bdi>
            </a>
          </li>
          <li>
            <MessengerLinks whatsapp={footer('whatsapp')} telegram={footer('telegram')} />
          </li>
        </ul>
        <ul className={footerStyles.links}>
          <li>
            <Link href="/terms" target="_blank" rel="noopener">
              {footer('terms')}
            </Link>
          </li>
          <li>
            <Link href="/privacy">{footer('privacy')}</Link>
          </li>
        </ul>
      </div>
      <div className={footerStyles.bottom}>
        <div className="container">
          <Copyright />
        </div>
      </div>
    </footer>
  );
}
