import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** What every page's browser code needs: the chrome, the request-call modal and its messages. */
export const layoutNamespaces = [
  'LanguageSelector',
  'Network',
  'ErrorPage',
  'RequestCall',
  'FieldErrors',
] as const;
/** The questionnaire modal's words, sent only with the pages that offer it. */
export const questionnaireNamespaces = ['Questionnaire', 'RequestCall', 'FieldErrors'] as const;
/** The spot modal's words, sent only with the club pages and /success. */
export const spotNamespaces = ['SpotModal', 'RequestCall', 'FieldErrors'] as const;
/** The page forms' words, sent only with the pages that show one. */
export const pageFormNamespaces = ['PageForms', 'RequestCall', 'FieldErrors'] as const;

/** The namespaces of the page's messages that `namespaces` names, for the browser. */
export async function pickMessages(namespaces: readonly string[]) {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}

/**
 * Gives a client subtree the namespaces it needs (on top of nothing: a nested provider replaces
 * the outer one's messages), so copy used by one kind of page is not sent with every page.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={await pickMessages(namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
