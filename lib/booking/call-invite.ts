import { slotMinutes } from './rules';
import { slotStart, type Slot } from './slots';

type Invite = {
  slot: Slot;
  title: string;
  description: string;
  /** A stable id, so importing the file twice updates one calendar entry. */
  uid: string;
  now?: Date;
};

const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An iCalendar file for the booked call, in UTC so every calendar shows the visitor's local time. */
export function callInvite({ slot, title, description, uid, now = new Date() }: Invite): string {
  const start = slotStart(slot);
  const end = new Date(start.getTime() + slotMinutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Meridian Gate//Dubai Insiders Club//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
