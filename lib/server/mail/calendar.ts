import 'server-only';
import { createEvent } from 'ics';
import { slotStart, type Slot } from '@/lib/booking/slots';
import { slotMinutes } from '@/lib/booking/rules';
import { site } from '@/lib/site';
import type { MailAttachment } from './transport';

type CallInvitation = {
  leadId: string;
  /** The booking's revision: a moved call is the same UID with a higher SEQUENCE. */
  sequence: number;
  slot: Slot;
  cancelled: boolean;
  title: string;
  description: string;
  expert: { name: string; email?: string | undefined };
  investor: { name: string; email: string | null };
};

// Control characters (CR, LF, NUL, DEL…) are allowed in no RFC 5545 value.
const controls = /[\u0000-\u001f\u007f]+/g;

/**
 * A TEXT value (SUMMARY, DESCRIPTION) as `ics` may take it: `ics` escapes `\\`, `;`, `,` and line
 * feeds as RFC 5545 §3.3.11 asks, but passes a lone CR and the other control characters through.
 */
function calendarText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]+/g, ' ');
}

/**
 * A quoted parameter value (an attendee's CN): RFC 5545 §3.1 has no escape inside a
 * quoted-string, which cannot hold `"` or a control character at all. `ics` writes `\"`, which a
 * strict parser refuses and a lenient one reads as the end of the value, so that a name like
 * `x";CN="Evil":mailto:attacker@evil.example` became a second address. `"` becomes `'`, controls
 * a space.
 */
function calendarParameter(value: string): string {
  return value.replace(/"/g, "'").replace(controls, ' ').trim() || '-';
}

/**
 * RFC 5545 §3.1: content lines of at most 75 octets, folded with CRLF and one space. `ics` counts
 * characters, not octets, so a line of Arabic or Korean ran to twice that: refolded here, never
 * inside a UTF-8 sequence.
 */
function foldByOctets(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        const limit = parts.length === 0 ? 75 : 74;
        if (octets + size > limit) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * The call as an iTIP message (RFC 5546) from `ics`: METHOD:REQUEST adds or updates the one event
 * whose UID is the lead's; METHOD:CANCEL removes it. Visitor text reaches it as the name, cleaned
 * here for each kind of value (calendarText, calendarParameter) and refolded by octets.
 */
export function callInvitation(call: CallInvitation): MailAttachment {
  const start = slotStart(call.slot).getTime();
  const method = call.cancelled ? 'CANCEL' : 'REQUEST';
  const attendees = [
    { name: calendarParameter(call.expert.name), email: call.expert.email },
    { name: calendarParameter(call.investor.name), email: call.investor.email ?? undefined },
  ]
    .filter((person): person is { name: string; email: string } => Boolean(person.email))
    .map((person) => ({ ...person, rsvp: false, role: 'REQ-PARTICIPANT' as const }));
  const { error, value } = createEvent({
    productId: '-//Meridian Gate//Club calls//EN',
    method,
    uid: `${call.leadId}@${new URL(site.url).hostname}`,
    sequence: call.sequence,
    status: call.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slotMinutes },
    title: calendarText(call.title),
    description: calendarText(call.description),
    organizer: { name: calendarParameter(site.name), email: site.email },
    attendees,
  });
  if (error || !value) throw error ?? new Error('no invitation was written');
  return {
    filename: call.cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: foldByOctets(value),
  };
}
