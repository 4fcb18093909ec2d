import 'server-only';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { site } from '@/lib/site';

/**
 * One tap to talk (docs/design.md §12): a lead's number as people read it, its `tel:` link and a
 * WhatsApp link that opens the chat with a greeting in the lead's language. The greetings live here,
 * in one table, server-side: the back office and the staff mails build the same links.
 */

/** `+971524447788` → `+971 52 444 7788`; anything libphonenumber cannot read stays as it is. */
export function readablePhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isPossible() ? parsed.formatInternational() : phone;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

type Greeting = (lead: { name: string; expert: string | undefined }) => string;

/** Natural openings per language; `expert` is the first name of whoever writes, when known. */
const greetings: Record<string, Greeting> = {
  en: ({ name, expert }) =>
    `Hello ${name}, this is ${expert ?? 'the team'} from ${site.name}. Thank you for your request — is now a good time to talk?`,
  ru: ({ name, expert }) =>
    `Здравствуйте, ${name}! ${expert ? `Это ${expert}, ` : 'Это '}${site.name}. Спасибо за заявку — вам удобно сейчас поговорить?`,
  he: ({ name, expert }) =>
    `שלום ${name}, ${expert ? `כאן ${expert} מ-` : 'כאן '}${site.name}. תודה על הפנייה — זה זמן נוח לדבר?`,
  nl: ({ name, expert }) =>
    `Hallo ${name}, ${expert ? `met ${expert} van` : 'met'} ${site.name}. Bedankt voor uw aanvraag — komt het nu uit om even te praten?`,
  es: ({ name, expert }) =>
    `Hola ${name}, ${expert ? `soy ${expert}, de` : 'le escribimos de'} ${site.name}. Gracias por su solicitud. ¿Le viene bien hablar ahora?`,
  ar: ({ name, expert }) =>
    `مرحباً ${name}، ${expert ? `معك ${expert} من` : 'معك فريق'} ${site.name}. شكراً على طلبك — هل الوقت مناسب للحديث الآن؟`,
  hu: ({ name, expert }) =>
    `Jó napot, ${name}! ${expert ? `${expert} vagyok a(z)` : 'A(z)'} ${site.name} ${expert ? 'csapatából' : 'csapata ír'}. Köszönjük a megkeresését — alkalmas most egy rövid beszélgetésre?`,
  ko: ({ name, expert }) =>
    `안녕하세요 ${name}님, ${site.name}${expert ? `의 ${expert}` : ''}입니다. 문의해 주셔서 감사합니다. 지금 잠시 통화 가능하실까요?`,
  fr: ({ name, expert }) =>
    `Bonjour ${name}, ${expert ? `ici ${expert}, de` : 'ici l’équipe de'} ${site.name}. Merci pour votre demande — est-ce un bon moment pour en parler ?`,
  ro: ({ name, expert }) =>
    `Bună ziua, ${name}! ${expert ? `Sunt ${expert}, de la` : 'Vă scriem de la'} ${site.name}. Vă mulțumim pentru solicitare — aveți un moment să vorbim acum?`,
  de: ({ name, expert }) =>
    `Hallo ${name}, ${expert ? `hier ist ${expert} von` : 'hier ist das Team von'} ${site.name}. Vielen Dank für Ihre Anfrage — passt es Ihnen gerade für ein kurzes Gespräch?`,
  tr: ({ name, expert }) =>
    `Merhaba ${name}, ${expert ? `ben ${site.name}'den ${expert}` : `${site.name} ekibinden yazıyoruz`}. Talebiniz için teşekkür ederiz — şimdi konuşmak için uygun musunuz?`,
  it: ({ name, expert }) =>
    `Buongiorno ${name}, ${expert ? `sono ${expert} di` : 'vi scriviamo da'} ${site.name}. Grazie per la sua richiesta: è un buon momento per parlarne?`,
};

export const greetingLocales = Object.keys(greetings);

/** The opening line of a WhatsApp chat with the lead, in their language (English otherwise). */
export function whatsappGreeting(locale: string, name: string, expert?: string): string {
  const greet = greetings[locale] ?? greetings.en!;
  return greet({ name: name.trim().split(/\s+/)[0] || name, expert: expert?.split(/\s+/)[0] });
}

/** `https://wa.me/971524447788?text=…` for the lead's number and a greeting in their language. */
function whatsappHref(phone: string, locale: string, name: string, expert?: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappGreeting(locale, name, expert))}`;
}

/** The links and the readable number of one lead's phone. */
export function contactLinks(lead: {
  phone: string;
  locale: string;
  name: string;
  expert?: string | undefined;
}) {
  return {
    display: readablePhone(lead.phone),
    tel: telHref(lead.phone),
    whatsapp: whatsappHref(lead.phone, lead.locale, lead.name, lead.expert),
  };
}

/**
 * A number as staff type it into the search, as the prefix of the stored +E.164 form: `050 123 4567`,
 * `0501234567`, `00971 50-123-4567`, `+971…`, `971…`. A national number is read as the UAE's.
 * undefined: not a number.
 */
export function phoneSearchPrefix(typed: string): string | undefined {
  const compact = typed.replace(/[\s().\-/]/g, '');
  if (!/^\+?\d{4,}$/.test(compact)) return undefined;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (international.startsWith('+')) return international;
  if (international.startsWith('0')) {
    const parsed = parsePhoneNumberFromString(international, 'AE');
    if (parsed?.isValid()) return parsed.number;
    // A partial national number: the UAE's trunk 0 becomes +971.
    return `+971${international.slice(1)}`;
  }
  return `+${international}`;
}
