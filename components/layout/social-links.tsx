import { site } from '@/lib/site';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  YouTubeIcon,
} from '@/components/icons/icons';
import styles from './footer.module.css';

const socials = [
  { name: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { name: 'YouTube', href: site.social.youtube, Icon: YouTubeIcon },
  { name: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
  { name: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
];

export function SocialLinks({ label }: { label: string }) {
  return (
    <ul className={styles.icons} aria-label={label}>
      {socials.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function MessengerLinks({ whatsapp, telegram }: { whatsapp: string; telegram: string }) {
  return (
    <ul className={styles.icons}>
      <li>
        <a href={site.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={whatsapp}>
          <WhatsAppIcon />
        </a>
      </li>
      <li>
        <a href={site.telegram} target="_blank" rel="noopener noreferrer" aria-label={telegram}>
          <TelegramIcon />
        </a>
      </li>
    </ul>
  );
}
