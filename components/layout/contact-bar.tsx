import { getTranslations } from 'next-intl/server';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons/icons';
import { site } from '@/lib/site';
import styles from './contact-bar.module.css';

/**
 * Phones keep the brokerage's number and WhatsApp one tap away at the bottom of the screen; the
 * spacer before it gives the page's end the bar's height, so nothing is hidden under it. No
 * JavaScript: plain links, shown and hidden by CSS.
 */
export async function ContactBar({
  phone = site.phone,
}: {
  /** The Hebrew campaign pages give their Israeli number. */
  phone?: { href: string; display: string };
}) {
  const t = await getTranslations('ContactBar');
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('label')} data-contact-bar>
        <a href={phone.href} className={styles.call}>
          <PhoneIcon size={20} />
          {t('call')}
          <span className="visually-hidden">
            {' '}
            <bdi dir="ltr">{phone.display}</bdi>
          </span>
        </a>
        <a
          href={site.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.whatsapp}
        >
          <WhatsAppIcon size={20} />
          {t('whatsapp')}
        </a>
      </nav>
    </>
  );
}
