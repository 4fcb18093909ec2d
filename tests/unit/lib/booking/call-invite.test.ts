import { describe, expect, it } from 'vitest';
import { callInvite } from '@/lib/booking/call-invite';

describe('callInvite', () => {
  const ics = callInvite({
    slot: { date: '2026-11-23', time: '10:30' },
    title: 'Dubai Insiders Club: call with Sara',
    description: 'Questions? Call us on +971 4 575 2180, any day; we answer.',
    uid: 'spot-1@meridiangate.ae',
    now: new Date('2026-11-22T21:00:00Z'),
  });

  it('is an iCalendar event of 30 minutes in UTC', () => {
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART:20261123T063000Z\r\n');
    expect(ics).toContain('DTEND:20261123T070000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261122T210000Z\r\n');
    expect(ics).toContain('UID:spot-1@meridiangate.ae\r\n');
  });

  it('names the expert and escapes text', () => {
    expect(ics).toContain('SUMMARY:Dubai Insiders Club: call with Sara\r\n');
    expect(ics).toContain(
      'DESCRIPTION:Questions? Call us on +971 4 575 2180\\, any day\\; we answer.\r\n',
    );
  });
});
