import { getTranslations } from 'next-intl/server';
import {
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TelegramIcon,
  WhatsAppIcon,
} from '@/components/icons/icons';
import { site } from '@/lib/site';
import { ContactFormSlot } from '@/components/lead-capture/contact-form-slot';
import styles from './contact-section.module.css';

/**
 * The on-page contact anchor (`#contact`) the request-call buttons lead to: every way to reach
 * the brokerage directly.
 */
export async function ContactSection() {
  const t = await getTranslations('ContactSection');
  const channels = [
    {
      href: site.phone.href,
      Icon: PhoneIcon,
      label: t('phone'),
      value: site.phone.display,
      ltr: true,
    },
    {
      href: site.whatsapp,
      Icon: WhatsAppIcon,
      label: t('whatsapp'),
      value: t('whatsappAction'),
      external: true,
    },
    {
      href: site.telegram,
      Icon: TelegramIcon,
      label: t('telegram'),
      value: t('telegramAction'),
      external: true,
    },
    { href: `mailto:${site.email}`, Icon: MailIcon, label: t('email'), value: site.email },
    {
      href: site.mapUrl,
      Icon: MapPinIcon,
      label: t('office'),
      value: t('address'),
      external: true,
    },
  ];
  return (
    <section id="contact" className={styles.contact} aria-labelledby="contact-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h2 id="contact-title">{t('title')}</h2>
          <p>{t('intro')}</p>
          <p className={styles.hours}>{t('hours')}</p>
          <ContactFormSlot title={t('formTitle')} />
        </div>
        <ul className={styles.channels}>
          {channels.map(({ href, Icon, label, value, external, ltr }) => (
            <li key={label}>
              <a
                href={href}
                className={styles.channel}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className={styles.icon}>
                  <Icon size={22} />
                </span>
                <span>
                  <span className={styles.label}>{label}</span>
                  <span className={styles.value}>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
