import { useTranslations } from 'next-intl';
import { fieldMessageKey, type FieldMessageKey } from '@/lib/leads/validation-messages';

/** The validation words in fixed copy (the Taiwan modal's Chinese) rather than the page's messages. */
export type FieldErrorCopy = Record<FieldMessageKey, string>;

/** docs/spec.md §5's messages (the server's words too), in the page's language or in `copy`. */
export function useErrorText(copy?: FieldErrorCopy) {
  const t = useTranslations('FieldErrors');
  return (message?: string) => {
    const key = message && fieldMessageKey(message);
    if (!key) return message;
    return copy ? copy[key] : t(key);
  };
}
