import { Hero, HeroLinks } from '@/components/content/hero';
import type { HeroCopy } from '@/components/content/types';

/**
 * The sell pages' opening: to the details form (`#send-details`) first, then to how selling works
 * on this page (`steps`, a section's anchor).
 */
export function SellHero({
  copy,
  primary,
  steps,
}: {
  copy: HeroCopy;
  primary: string;
  steps: { href: `#${string}`; label: string };
}) {
  return (
    <Hero
      size="compact"
      copy={copy}
      image="/images/hero-sell.jpg"
      actions={<HeroLinks primary={{ href: '#send-details', label: primary }} secondary={steps} />}
    />
  );
}
