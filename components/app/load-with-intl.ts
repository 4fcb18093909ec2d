import type { ComponentType } from 'react';
import { defaultLocale, localeInfo, locales } from '@/lib/i18n/locales';

let fetchedMessages: Promise<unknown> | undefined;

/**
 * The words every form and the consent banner read (fetchedNamespaces), requested once per page, in the page's language:
 * <html lang>, as a loader cannot read the island's context. A failed request is tried again by
 * the next form that loads.
 */
export function requestMessages(): Promise<unknown> {
  if (!fetchedMessages) {
    const lang = document.documentElement.lang;
    const locale = locales.find((code) => localeInfo[code].iso === lang) ?? defaultLocale;
    fetchedMessages = fetch(`/api/messages/${locale}`).then((response) => {
      if (!response.ok) throw new Error(`The form's words could not load (${response.status})`);
      return response.json();
    });
    fetchedMessages.catch(() => (fetchedMessages = undefined));
  }
  return fetchedMessages;
}

/**
 * A `lazyPart()` loader for a component that reads messages: next-intl and the forms' words load
 * along with it, in parallel.
 */
export function loadWithIntl<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return () =>
    Promise.all([load(), import('./with-intl'), requestMessages()]).then(
      ([Component, intl, messages]) => intl.withIntl(Component, messages),
    );
}
