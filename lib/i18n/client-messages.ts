import { getMessages } from 'next-intl/server';
import type { Namespace } from './messages';

/** The words of every form: the request-call modal's, the fields' errors, the retry queue's. */
const formNamespaces = [
  'RequestCall',
  'FieldErrors',
  'PendingLeads',
] as const satisfies readonly Namespace[];
/**
 * What every page's browser code reads: the error boundary's words (it may show offline), the
 * forms' (every page may open the request-call modal) and the consent banner's. The chrome's
 * client parts (language menu, offline notice) get their words as props instead.
 */
export const layoutNamespaces = [
  'ErrorPage',
  ...formNamespaces,
  'Consent',
] as const satisfies readonly Namespace[];
/** The questionnaire modal's words, sent only with the pages that offer it. */
export const questionnaireNamespaces = [
  'Questionnaire',
  ...formNamespaces,
] as const satisfies readonly Namespace[];
/** The spot modal's words, sent only with the club pages and /success. */
export const spotNamespaces = [
  'SpotModal',
  ...formNamespaces,
] as const satisfies readonly Namespace[];
/** The page forms' words, sent only with the pages that show one. */
export const pageFormNamespaces = [
  'PageForms',
  ...formNamespaces,
] as const satisfies readonly Namespace[];

/**
 * The namespaces of the page's messages that `namespaces` names, for a `NextIntlClientProvider`
 * around the client subtree that reads them (a nested provider replaces the outer one's
 * messages), so copy used by one kind of page is not sent with every page.
 */
export async function pickMessages(namespaces: readonly Namespace[]) {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
