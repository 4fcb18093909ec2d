import { useMessages } from 'next-intl';
import { asCopy, type Copy, type Namespace } from './messages';

/**
 * The browser's `getCopy`: a namespace's structured copy, typed from messages/en.json. The
 * namespace must be among those the page sends (lib/i18n/client-messages.ts).
 */
export function useCopy<N extends Namespace>(namespace: N): Copy[N] {
  return asCopy(useMessages())[namespace];
}
