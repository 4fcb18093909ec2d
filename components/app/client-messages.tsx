import type { ReactNode } from 'react';
import { getLocale, getTimeZone } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/client-messages';
import type { Namespace } from '@/lib/i18n/messages';
import { IntlIsland } from './client-chrome';

/**
 * Gives a client subtree the namespaces it needs (on top of nothing: a nested island replaces
 * the outer one's messages), so copy used by one kind of page is not sent with every page.
 * The modals and forms inside get next-intl when they load (components/app/intl-island.tsx).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <IntlIsland
      locale={await getLocale()}
      timeZone={await getTimeZone()}
      messages={await pickMessages(namespaces)}
    >
      {children}
    </IntlIsland>
  );
}
