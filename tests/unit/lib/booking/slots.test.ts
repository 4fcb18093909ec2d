import { describe, expect, it } from 'vitest';
import {
  addDays,
  differsFromDubai,
  dubaiClock,
  dubaiDate,
  dubaiInstant,
  nearestSlot,
  slotKey,
  slotStart,
  timesByDate,
  upcomingSlots,
} from '@/lib/booking/slots';

describe('slot picking', () => {
  it('reads a slot as Dubai wall-clock time (UTC+4)', () => {
    expect(slotStart({ date: '2026-11-23', time: '10:30' }).toISOString()).toBe(
      '2026-11-23T06:30:00.000Z',
    );
  });

  it('names the Dubai date, which is ahead of UTC late in the evening', () => {
    expect(dubaiDate(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('reads a Dubai date, at midnight unless a time is given, as the server and the back office do', () => {
    expect(dubaiInstant('2026-11-23').toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(dubaiInstant('2026-11-23', '19:30').toISOString()).toBe('2026-11-23T15:30:00.000Z');
  });

  it('writes an instant as a slot key in Dubai time, so stored slots compare with it', () => {
    const now = new Date('2026-11-22T20:05:00Z');
    expect(dubaiClock(now)).toBe('2026-11-23 00:05');
    expect(slotKey({ date: '2026-11-23', time: '00:00' }) < dubaiClock(now)).toBe(true);
    expect(slotKey({ date: '2026-11-23', time: '10:00' }) > dubaiClock(now)).toBe(true);
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('defaults to the nearest free half hour that has not started', () => {
    const slots = [
      { date: '2026-11-24', time: '10:00' },
      { date: '2026-11-23', time: '18:30' },
      { date: '2026-11-23', time: '11:00' },
    ];
    // 11:10 in Dubai: 11:00 has started, 18:30 is the nearest.
    const now = new Date('2026-11-23T07:10:00Z');
    expect(nearestSlot(slots, now)).toEqual({ date: '2026-11-23', time: '18:30' });
    expect(upcomingSlots(slots, now)).toHaveLength(2);
    // After today's last slot: the next working day.
    expect(nearestSlot(slots, new Date('2026-11-23T15:00:00Z'))).toEqual({
      date: '2026-11-24',
      time: '10:00',
    });
    expect(nearestSlot([], now)).toBeNull();
  });

  it('groups free times per day', () => {
    const byDate = timesByDate([
      { date: '2026-11-23', time: '10:00' },
      { date: '2026-11-23', time: '10:30' },
      { date: '2026-11-24', time: '12:00' },
    ]);
    expect(byDate.get('2026-11-23')).toEqual(['10:00', '10:30']);
    expect([...byDate.keys()]).toEqual(['2026-11-23', '2026-11-24']);
  });

  it("tells when the visitor's clock differs from Dubai's", () => {
    const slot = { date: '2026-11-23', time: '10:00' };
    expect(differsFromDubai(slot, 'Asia/Dubai')).toBe(false);
    expect(differsFromDubai(slot, 'Asia/Muscat')).toBe(false);
    expect(differsFromDubai(slot, 'Europe/Berlin')).toBe(true);
  });
});
