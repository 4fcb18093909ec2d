import 'server-only';
import { createEvent } from 'ics';
import { slotStart, type Slot } from '@/lib/booking/slot-picking';
import { slotMinutes } from '@/lib/leads/booking';
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

/**
 * The call as an iTIP message (RFC 5546) from `ics`, which folds and escapes as RFC 5545 asks:
 * METHOD:REQUEST adds or updates the one event whose UID is the lead's; METHOD:CANCEL removes it.
 */
export function callInvitation(call: CallInvitation): MailAttachment {
  const start = slotStart(call.slot).getTime();
  const method = call.cancelled ? 'CANCEL' : 'REQUEST';
  const attendees = [
    { name: call.expert.name, email: call.expert.email },
    { name: call.investor.name, email: call.investor.email ?? undefined },
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
    title: call.title,
    description: call.description,
    organizer: { name: site.name, email: site.email },
    attendees,
  });
  if (error || !value) throw error ?? new Error('no invitation was written');
  return {
    filename: call.cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}
