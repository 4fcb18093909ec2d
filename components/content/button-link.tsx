import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/link';
import { CtaBand } from './blocks';
import type { CtaCopy } from './types';

/**
 * A link drawn as a button: a page of the site (`/…`) goes through Link (locale prefix,
 * prefetch policy); a section of the page or an address such as `mailto:` stays a plain link.
 */
export function ButtonLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A call-to-action band whose button is a link (ButtonLink). */
export function LinkCtaBand({
  copy,
  href,
  label,
}: {
  copy: Omit<CtaCopy, 'button'>;
  href: string;
  label: string;
}) {
  return (
    <CtaBand
      copy={copy}
      action={
        <ButtonLink href={href} className="button button-primary">
          {label}
        </ButtonLink>
      }
    />
  );
}
