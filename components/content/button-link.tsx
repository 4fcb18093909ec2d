import type { ReactNode } from 'react';
import { AppLink } from '@/components/app/client-chrome';
import { CtaBand } from './blocks';
import type { CtaCopy } from './types';

/**
 * A link drawn as a button: a page of the site (`/…`) goes through AppLink (locale prefix,
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
    <AppLink href={href} className={className}>
      {children}
    </AppLink>
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
