import { getTranslations } from 'next-intl/server';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { site } from '@/lib/site';
import styles from './listing-page.module.css';

type Props = { title: string; areaLabel: string; pageUrl: string };

/** WhatsApp with a message that names the listing, a call, and the way to the enquiry form. */
export async function ListingContact({ title, areaLabel, pageUrl }: Props) {
  const t = await getTranslations('ListingPage.contact');
  const message = t('whatsappMessage', { title, area: areaLabel, url: pageUrl });
  const phone = site.phone.href.replace(/^tel:/, '');
  return (
    <aside className={styles.contact} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('title', { title })}</h2>
      <p>{t('text')}</p>
      <a
        className={`button ${styles.whatsapp}`}
        href={`${site.whatsapp}?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        data-track="whatsapp"
      >
        {t('whatsapp')}
      </a>
      <a className="button button-dark" href={phoneHref(phone)}>
        {/* Isolated left to right, so the plus sign stays in front of the number in Arabic and Hebrew. */}
        {t('call', { phone: `\u2066${formatPhone(phone)}\u2069` })}
      </a>
    </aside>
  );
}
