import { getMessages } from 'next-intl/server';
import type { Namespace } from './messages';

/**
 * What every page's browser code reads: the error boundary's words (it may show offline). The
 * chrome's client parts (language menu, offline notice) get their words as props instead.
 */
export const layoutNamespaces = ['ErrorPage'] as const satisfies readonly Namespace[];
/**
 * The request-call modal's and form's words: every page may open them, few visitors do, so they
 * are fetched with the forms' code (app/api/messages, components/app/load-with-intl.ts) instead of
 * riding in every page's HTML (issue 10: HTML weight).
 */
export const fetchedNamespaces = [
  'RequestCall',
  'FieldErrors',
  'PendingLeads',
  // The consent banner's words (components/consent/consent-banner.ts).
  'Consent',
] as const satisfies readonly Namespace[];
/** The questionnaire modal's words, sent only with the pages that offer it. */
export const questionnaireNamespaces = [
  'Questionnaire',
  'RequestCall',
  'FieldErrors',
  'PendingLeads',
] as const satisfies readonly Namespace[];
/** The spot modal's words, sent only with the club pages and /success (plus the fetched ones). */
export const spotNamespaces = ['SpotModal'] as const satisfies readonly Namespace[];
/** The page forms' words, sent only with the pages that show one (plus the fetched ones). */
export const pageFormNamespaces = ['PageForms'] as const satisfies readonly Namespace[];

/** The namespaces of the page's messages that `namespaces` names, for the browser. */
export async function pickMessages(namespaces: readonly Namespace[]) {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
