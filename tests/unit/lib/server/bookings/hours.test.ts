import { describe, expect, it } from 'vitest';
import { parseBookingHours } from '@/lib/server/bookings/hours';

const hours = (start: string, end: string) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { start: minutes(start), end: minutes(end) };
};

describe('BOOKING_HOURS', () => {
  it('reads the default: Monday to Friday, 10:00 to 19:00', () => {
    const week = parseBookingHours('mon-fri 10:00-19:00');
    expect(week[0]).toEqual([]);
    expect(week.slice(1, 6)).toEqual(Array(5).fill([hours('10:00', '19:00')]));
    expect(week[6]).toEqual([]);
  });

  it('reads lists, wrapping ranges, split days and upper case', () => {
    const week = parseBookingHours(
      'SUN-THU 14:00-18:00,09:00-13:00; fri-sat 10:00-12:00; mon,wed 19:00-20:30',
    );
    expect(week[0]).toEqual([hours('09:00', '13:00'), hours('14:00', '18:00')]);
    expect(week[1]).toEqual([
      hours('09:00', '13:00'),
      hours('14:00', '18:00'),
      hours('19:00', '20:30'),
    ]);
    expect(week[5]).toEqual([hours('10:00', '12:00')]);
    expect(week[6]).toEqual([hours('10:00', '12:00')]);
  });

  it.each([
    '',
    'weekdays 10:00-19:00',
    'mon-fri 10:00',
    'mon-fri 10:15-19:00',
    'mon-fri 19:00-10:00',
    'mon-fri 10:00-25:00',
    'mon-tue-wed 10:00-12:00',
    '10:00-19:00',
  ])('refuses "%s"', (text) => {
    expect(() => parseBookingHours(text)).toThrow();
  });
});
