import { useTranslations } from 'next-intl';
import {
  fieldMessages,
  isFieldMessage,
  type FieldMessage,
  type FieldMessageKey,
} from '@/lib/leads/validation-messages';

/** The validation words in fixed copy (the Taiwan modal's Chinese) rather than the page's messages. */
export type FieldErrorCopy = Record<FieldMessageKey, string>;

/**
 * docs/spec.md §5's messages for a field's error code (the form's own validation or the server's
 * 400), in the page's language or in `copy`; a code it does not know reads as `notValid`. Each code
 * is its message key under `FieldErrors`: `t(key)` does not compile for a code without one.
 */
export function useErrorText(copy?: FieldErrorCopy) {
  const t = useTranslations('FieldErrors');
  return (code?: string) => {
    if (!code) return undefined;
    const key: FieldMessage = isFieldMessage(code) ? code : fieldMessages.notValid;
    return copy ? copy[key] : t(key);
  };
}
