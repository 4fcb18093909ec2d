import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** A number in international format ("+971 50 575 2180"), or the input when it does not parse. */
export function formatPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

/** The tel: address of a number, digits only after the plus. */
export function phoneHref(e164: string): string {
  return `tel:+${e164.replace(/\D/g, '')}`;
}
