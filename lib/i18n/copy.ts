import { getMessages } from 'next-intl/server';
import type { Locale } from 'next-intl';
import { asCopy, type Copy, type Namespace } from './messages';

/**
 * A namespace's structured copy (lists, cards, FAQs), typed from messages/en.json, so a page that
 * reads a renamed or missing entry fails the type check rather than rendering empty.
 */
export async function getCopy<N extends Namespace>(
  namespace: N,
  locale?: Locale,
): Promise<Copy[N]> {
  return asCopy(await getMessages(locale ? { locale } : undefined))[namespace];
}
