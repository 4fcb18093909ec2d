import { ZodError } from 'zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as slotsRoute } from '@/app/api/bookings/slots/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import {
  HoursRefused,
  addDayOff,
  expertSchedule,
  removeDayOff,
  setExpertWeek,
  restoreDefaultHours,
} from '@/lib/server/admin/expert-hours';
import type { Staff } from '@/lib/server/admin/roles';
import { moveCall } from '@/lib/server/bookings/manage';
import { freeSlots } from '@/lib/server/bookings/slots';
import { observeQueries } from '@/lib/server/database/connection';
import { getRequest, jsonRequest, provideTestStore, spotBooking } from './support/lead-service';

vi.setConfig({ testTimeout: 60_000 });
provideTestStore();

const admin: Staff = {
  id: 'a1',
  email: 'admin@meridiangate.test',
  name: 'A',
  role: 'admin',
  agentId: null,
};
const sales: Staff = {
  id: 's1',
  email: 'layla@meridiangate.test',
  name: 'L',
  role: 'sales',
  agentId: 'layla-haddad',
};
const marketing: Staff = { ...admin, id: 'm1', role: 'marketing' };
const now = new Date('2029-12-01T08:00:00Z');
// 2030-01-06 is a Sunday.
const week = ['09:00-10:00', '', '', '', '', '', '10:00-11:00,15:00-15:30'];

async function slotsOn(agentId: string, from: string, days = 7) {
  return (await freeSlots(agentId, from, days, now)).map(({ date, time }) => `${date} ${time}`);
}

describe('an expert’s hours (docs/design.md §12)', () => {
  beforeAll(async () => {
    expect(await slotsOn('layla-haddad', '2030-01-06', 1)).toEqual([]);
  });

  it('BOOKING_HOURS is the week of an expert with none of their own', async () => {
    const slots = await slotsOn('layla-haddad', '2030-01-07', 1);
    expect(slots[0]).toBe('2030-01-07 10:00');
    expect(slots).toHaveLength(18);
    expect((await expertSchedule('layla-haddad', '2030-01-01')).own).toBe(false);
  });

  it('their own week replaces it, for them only', async () => {
    await setExpertWeek(sales, 'layla-haddad', week);
    expect(await slotsOn('layla-haddad', '2030-01-06')).toEqual([
      '2030-01-06 09:00',
      '2030-01-06 09:30',
      '2030-01-12 10:00',
      '2030-01-12 10:30',
      '2030-01-12 15:00',
    ]);
    expect(await slotsOn('dmitri-volkov', '2030-01-07', 1)).toHaveLength(18);
    expect(await expertSchedule('layla-haddad', '2030-01-01')).toMatchObject({
      own: true,
      week: ['09:00-10:00', '', '', '', '', '', '10:00-11:00,15:00-15:30'],
    });
  });

  it('a day off has no slots, and has them again once removed', async () => {
    await addDayOff(sales, 'layla-haddad', '2030-01-12');
    await addDayOff(sales, 'layla-haddad', '2030-01-12');
    expect(await slotsOn('layla-haddad', '2030-01-06')).toEqual([
      '2030-01-06 09:00',
      '2030-01-06 09:30',
    ]);
    expect((await expertSchedule('layla-haddad', '2030-01-01')).daysOff).toEqual(['2030-01-12']);
    await removeDayOff(admin, 'layla-haddad', '2030-01-12');
    expect(await slotsOn('layla-haddad', '2030-01-12', 1)).toHaveLength(3);
  });

  it('the slots endpoint and the booking honour them', async () => {
    await addDayOff(admin, 'layla-haddad', '2030-01-13');
    const answer = await slotsRoute(
      getRequest('/api/bookings/slots?agentId=layla-haddad&from=2030-01-12&days=2'),
    );
    const { data } = (await answer.json()) as { data: { slots: unknown[] } };
    expect(data.slots).toEqual([
      { date: '2030-01-12', time: '10:00' },
      { date: '2030-01-12', time: '10:30' },
      { date: '2030-01-12', time: '15:00' },
    ]);
    const book = (s1: { date: string; time: string }, email: string) =>
      leadsRoute(jsonRequest('/api/leads', spotBooking({ s1, email })));
    // Monday is in BOOKING_HOURS but not in Layla's week.
    expect((await book({ date: '2030-01-07', time: '10:00' }, 'monday@example.com')).status).toBe(
      400,
    );
    const booked = await book({ date: '2030-01-12', time: '10:00' }, 'saturday@example.com');
    expect(booked.status).toBe(201);
    const { data: lead } = (await booked.json()) as { data: { id: string } };
    const staffActor = { kind: 'staff', userId: 'a1', email: 'admin@meridiangate.test' } as const;
    // Moving onto a day off or off the hours is refused; onto her hours it works.
    expect(
      await moveCall(lead.id, { date: '2030-01-13', time: '09:00' }, staffActor, now),
    ).toMatchObject({ changed: false, reason: 'slot-unavailable' });
    expect(
      await moveCall(lead.id, { date: '2030-01-12', time: '12:00' }, staffActor, now),
    ).toMatchObject({ changed: false, reason: 'slot-unavailable' });
    expect(await moveCall(lead.id, { date: '2030-01-12', time: '15:00' }, staffActor, now)).toEqual(
      { changed: true },
    );
  });

  it('reads an expert’s availability in one query, whatever the range', async () => {
    const statements: string[] = [];
    const stop = observeQueries(({ sql }) => statements.push(sql));
    try {
      await freeSlots('layla-haddad', '2030-01-06', 62, now);
    } finally {
      stop();
    }
    expect(statements).toHaveLength(1);
  });

  it('refuses hours that do not read, and staff who may not set them', async () => {
    await expect(
      setExpertWeek(admin, 'layla-haddad', ['10:00-09:00', '', '', '', '', '', '']),
    ).rejects.toThrow(ZodError);
    await expect(
      setExpertWeek(admin, 'layla-haddad', ['10:00-12:00,11:00-13:00', '', '', '', '', '', '']),
    ).rejects.toThrow(ZodError);
    await expect(setExpertWeek(admin, 'layla-haddad', ['10:15-11:00'])).rejects.toThrow(ZodError);
    await expect(addDayOff(admin, 'layla-haddad', 'tomorrow')).rejects.toThrow(ZodError);
    await expect(setExpertWeek(sales, 'dmitri-volkov', week)).rejects.toThrow(HoursRefused);
    await expect(addDayOff(sales, 'dmitri-volkov', '2030-01-20')).rejects.toThrow(HoursRefused);
    await expect(restoreDefaultHours(marketing, 'layla-haddad')).rejects.toThrow(HoursRefused);
    await expect(removeDayOff(marketing, 'layla-haddad', '2030-01-13')).rejects.toThrow(
      HoursRefused,
    );
  });

  it('goes back to BOOKING_HOURS', async () => {
    await restoreDefaultHours(sales, 'layla-haddad');
    expect(await slotsOn('layla-haddad', '2030-01-07', 1)).toHaveLength(18);
  });
});
