import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { size?: number };

/** The symbols of public/icons.svg (tests/unit/components/icon-sprites.test.ts keeps them in step). */
export const iconNames = [
  'phone',
  'whatsapp',
  'telegram',
  'facebook',
  'youtube',
  'linkedin',
  'instagram',
  'map-pin',
  'mail',
  'menu',
  'close',
  'chevron-down',
  'check',
] as const;
type IconName = (typeof iconNames)[number];

/**
 * An icon drawn from the static sprite: its path is fetched once and cached, instead of travelling
 * in every page's HTML and again in its inline RSC payload (issue 10: the home page's HTML weight).
 */
function Icon({ name, size = 20, ...rest }: IconProps & { name: IconName }) {
  return (
    // The symbols paint in currentColor: an icon takes its colour from the text around it.
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const WhatsAppIcon = (p: IconProps) => <Icon name="whatsapp" {...p} />;
export const TelegramIcon = (p: IconProps) => <Icon name="telegram" {...p} />;
export const FacebookIcon = (p: IconProps) => <Icon name="facebook" {...p} />;
export const YouTubeIcon = (p: IconProps) => <Icon name="youtube" {...p} />;
export const LinkedInIcon = (p: IconProps) => <Icon name="linkedin" {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon name="map-pin" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon name="check" {...p} />;
