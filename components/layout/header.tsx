import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/link';
import { RequestCallButton } from '@/components/lead-capture/request-call-button';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { PhoneIcon } from '@/components/icons/icons';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { navLinks } from './nav-links';
import { site } from '@/lib/site';
import styles from './header.module.css';

/**
 * The site header. `overlay` sits transparent over a dark hero (default layout); `solid` is the
 * simple-menu variant with transparency off.
 */
export async function Header({ variant = 'overlay' }: { variant?: 'overlay' | 'solid' }) {
  const t = await getTranslations('Navigation');
  const contact = await getTranslations('ContactBar');
  const links = navLinks.map((link) => ({ href: link.href, label: t(link.key) }));
  return (
    <header className={styles.header} data-variant={variant} data-chrome>
      <div className={`container ${styles.inner}`}>
        <Logo label={t('home')} />
        <nav className={styles.nav} aria-label={t('main')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSelector tone={variant === 'overlay' ? 'light' : 'dark'} />
          <RequestCallButton className={`button button-primary ${styles.cta}`}>
            <PhoneIcon size={18} />
            {t('requestCall')}
          </RequestCallButton>
          <MobileDrawer
            links={links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              title: t('menu'),
              requestCall: t('requestCall'),
            }}
            contact={{
              phoneHref: site.phone.href,
              phone: site.phone.display,
              call: contact('call'),
              whatsappHref: site.whatsapp,
              whatsapp: contact('chat'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
