import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as slotsRoute } from '@/app/api/bookings/slots/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { spotIntentSchema } from '@/lib/leads/booking';
import { getLeadStore } from '@/lib/server/database/connection';
import { storeReservation } from '@/lib/server/payments/reservation';
import { moveCall } from '@/lib/server/bookings/manage';
import { sql } from 'kysely';
import {
  countRows,
  getRequest,
  jsonRequest,
  provideTestStore,
  spotBooking,
  spotReservation,
  storedLeads,
} from './support/lead-service';

provideTestStore();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.BOOKING_HOURS;
});

type SlotsBody = {
  data: { timeZone: string; slots: { date: string; time: string }[] };
  errors?: Record<string, string>;
};

async function slots(query: string) {
  const response = await slotsRoute(getRequest(`/api/bookings/slots?${query}`));
  return { status: response.status, body: (await response.json()) as SlotsBody };
}

async function book(overrides: Record<string, unknown> = {}) {
  const response = await leadsRoute(jsonRequest('/api/leads', spotBooking(overrides)));
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; message?: string; data: { id: string } },
  };
}

/** The reservation `POST /api/payments/intent` stores before it asks Stripe. */
const reserve = (visitor: Record<string, unknown>) =>
  storeReservation(spotIntentSchema.parse(visitor), {
    clientAddress: undefined,
    userAgent: undefined,
  });

const halfHours = (from: string, until: string) => {
  const times: string[] = [];
  for (let [hour, minute] = from.split(':').map(Number) as [number, number]; ;) {
    const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    if (time === until) return times;
    times.push(time);
    [hour, minute] = minute === 30 ? [hour + 1, 0] : [hour, 30];
  }
};

describe('GET /api/bookings/slots', () => {
  it('answers the working hours’ half hours in Dubai time, Monday to Friday 10:00 to 19:00', async () => {
    // Saturday 5 January 2030 to Monday 7 January: only Monday works.
    const { status, body } = await slots('agentId=layla-haddad&from=2030-01-05&days=3');
    expect(status).toBe(200);
    expect(body.data.timeZone).toBe('Asia/Dubai');
    expect(body.data.slots).toEqual(
      halfHours('10:00', '19:00').map((time) => ({ date: '2030-01-07', time })),
    );
  });

  it('leaves out slots past in Dubai and within the 2-hour notice, whatever the server’s zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 08:10 UTC is 12:10 in Dubai (UTC+4): nothing before 14:10.
    vi.setSystemTime(new Date('2030-01-07T08:10:00Z'));
    const { body } = await slots('agentId=layla-haddad&from=2030-01-07&days=1');
    expect(body.data.slots.map((slot) => slot.time)).toEqual(halfHours('14:30', '19:00'));
  });

  it('follows BOOKING_HOURS', async () => {
    process.env.BOOKING_HOURS = 'sun-thu 09:00-10:30,14:00-15:00; sat 11:00-12:00';
    const { body } = await slots('agentId=layla-haddad&from=2030-01-04&days=3');
    expect(body.data.slots).toEqual([
      { date: '2030-01-05', time: '11:00' },
      { date: '2030-01-05', time: '11:30' },
      ...['09:00', '09:30', '10:00', '14:00', '14:30'].map((time) => ({
        date: '2030-01-06',
        time,
      })),
    ]);
  });

  it('keeps to the default hours when BOOKING_HOURS cannot be read, and says so', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.BOOKING_HOURS = 'weekdays 9 to 5';
    const { body } = await slots('agentId=layla-haddad&from=2030-01-07&days=1');
    expect(body.data.slots).toHaveLength(18);
    expect(String(log.mock.calls[0]?.[0])).toContain('BOOKING_HOURS "weekdays 9 to 5" ignored');
    log.mockRestore();
  });

  it('leaves out the expert’s booked slots, and only that expert’s', async () => {
    expect((await book({ s1: { date: '2030-01-08', time: '14:00' } })).status).toBe(201);
    const layla = await slots('agentId=layla-haddad&from=2030-01-08&days=1');
    const dmitri = await slots('agentId=dmitri-volkov&from=2030-01-08&days=1');
    expect(layla.body.data.slots).not.toContainEqual({ date: '2030-01-08', time: '14:00' });
    expect(layla.body.data.slots).toHaveLength(17);
    expect(dmitri.body.data.slots).toContainEqual({ date: '2030-01-08', time: '14:00' });
  });

  it.each([
    ['days=63', 'agentId=layla-haddad&from=2030-01-07&days=63', { days: 'notValid' }],
    ['a bad date', 'agentId=layla-haddad&from=07.01.2030', { from: 'notValid' }],
    ['no expert', 'from=2030-01-07', { agentId: 'required' }],
    ['an unknown expert', 'agentId=nobody&from=2030-01-07', { agentId: 'notValid' }],
  ])('answers 400 with field errors to %s', async (_title, query, errors) => {
    const { status, body } = await slots(query);
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });
});

describe('POST /api/leads with kind spot (the booking)', () => {
  it('books a slot as an unpaid reservation when there was no payment step', async () => {
    const { status, body } = await book({
      s1: { date: '2030-01-09', time: '10:30' },
      email: 'amira@example.com',
    });
    expect(status).toBe(201);
    const lead = (await storedLeads()).find((row) => row.id === body.data.id);
    expect(lead).toMatchObject({
      kind: 'spot',
      payment_status: 'unpaid',
      email: 'amira@example.com',
    });
    expect(JSON.parse(lead?.details ?? '')).toEqual({
      s1: { date: '2030-01-09', time: '10:30' },
      agentId: 'layla-haddad',
      expert: 'Layla Haddad',
    });
  });

  it('answers a booking sent again (its answer lost) with the same lead, not a 409', async () => {
    const s1 = { date: '2030-01-09', time: '17:00' };
    const first = await book({ email: 'again@example.com', s1 });
    const before = await countRows('leads');
    const again = await book({ email: 'again@example.com', s1 });
    expect(again).toEqual(first);
    expect(first.status).toBe(201);
    expect(await countRows('leads')).toBe(before);
  });

  it('gives one of 20 visitors booking one expert’s slot at once a 201, and 409 to the others', async () => {
    const leadsBefore = await countRows('leads');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({
          email: `visitor${index}@example.com`,
          phone: `+9715012${String(index).padStart(5, '0')}`,
          s1: { date: '2030-01-10', time: '15:30' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).toSorted();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
      new Set(['slotTaken']),
    );
    const db = await getLeadStore();
    const booked = await db
      .selectFrom('bookings')
      .selectAll()
      .where('slot', '=', '2030-01-10 15:30')
      .execute();
    expect(booked).toHaveLength(1);
    expect(booked[0]?.lead_id).toBe(answers.find((answer) => answer.status === 201)?.body.data.id);
    expect(await countRows('leads')).toBe(leadsBefore + 1);
  });

  it('attaches the slot and the expert to the reservation of the payment step: one lead', async () => {
    const visitor = spotReservation({ email: 'paid@example.com', utm_source: undefined });
    const leadId = await reserve(visitor);
    const leadsBefore = await countRows('leads');
    const s1 = { date: '2030-01-11', time: '11:00' };

    const first = await book({ ...visitor, utm_source: 'organic', leadId, s1 });
    expect(first).toMatchObject({ status: 201, body: { data: { id: leadId } } });
    // The same booking again (a retry after a lost answer) is the same booking.
    expect(await book({ ...visitor, leadId, s1 })).toMatchObject({ status: 201 });
    expect(await countRows('leads')).toBe(leadsBefore);
    const lead = (await storedLeads()).find((row) => row.id === leadId);
    expect(lead).toMatchObject({ payment_status: 'awaiting', utm_source: 'organic' });
    expect(JSON.parse(lead?.details ?? '')).toMatchObject({ s1, agentId: 'layla-haddad' });

    const other = await book({ ...visitor, leadId, s1: { date: '2030-01-11', time: '12:00' } });
    expect(other).toMatchObject({
      status: 409,
      body: { code: 'alreadyScheduled', message: 'Your call is already scheduled' },
    });
  });

  it('refuses a reservation that is not the visitor’s, or does not exist', async () => {
    const leadId = await reserve(spotReservation({ email: 'owner@example.com' }));
    const s1 = { date: '2030-01-14', time: '16:00' };
    const notFound = { status: 404, body: { code: 'reservationNotFound' } };
    expect(await book({ email: 'someone@example.com', leadId, s1 })).toMatchObject(notFound);
    expect(
      await book({ email: 'owner@example.com', phone: '+971509999999', leadId, s1 }),
    ).toMatchObject(notFound);
    expect(
      await book({
        email: 'owner@example.com',
        leadId: '00000000-0000-4000-8000-000000000000',
        s1,
      }),
    ).toMatchObject(notFound);
  });

  it.each([
    ['before the working hours', { date: '2030-01-07', time: '09:30' }],
    ['at closing time', { date: '2030-01-07', time: '19:00' }],
    ['on a Saturday', { date: '2030-01-05', time: '12:00' }],
    ['off the half hour', { date: '2030-01-07', time: '12:15' }],
    ['in the past', { date: '2020-01-06', time: '12:00' }],
  ])('answers 400 to a slot %s and stores nothing', async (_title, s1) => {
    const before = await countRows('leads');
    expect(await book({ s1 })).toMatchObject({
      status: 400,
      body: { code: 'slotUnavailable' },
    });
    expect(await countRows('leads')).toBe(before);
  });

  it('answers 400 with field errors to a booking without an expert or with a bad leadId', async () => {
    const response = await leadsRoute(
      jsonRequest('/api/leads', { ...spotBooking({ leadId: 'not-a-uuid' }), agentId: undefined }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      agentId: 'required',
      leadId: 'notValid',
    });
  });
});

describe('the site mails only where it was asked, and no more than a person would (issue 32)', () => {
  const from = (address: string) => ({ 'x-meridian-peer-address': address });
  const bookFrom = async (address: string, overrides: Record<string, unknown>) => {
    const response = await leadsRoute(
      jsonRequest('/api/leads', spotBooking(overrides), from(address)),
    );
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
  const mailsTo = async (recipient: string) => {
    const db = await getLeadStore();
    return db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
      .execute();
  };

  it('30 bookings for one stranger from three addresses: one call, its mails, three slots at most', async () => {
    process.env.BOOKINGS_PER_ADDRESS_PER_HOUR = '3';
    try {
      const answers = [];
      for (let index = 0; index < 30; index++)
        answers.push(
          await bookFrom(`203.0.113.${index % 3}`, {
            email: index % 2 ? 'stranger@example.org' : 'STRANGER@example.org',
            phone: `+9715033${String(index).padStart(5, '0')}`,
            name: 'http://evil.example',
            s1: { date: '2030-03-04', time: halfHours('10:00', '19:00')[index % 18]! },
          }),
        );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      // The other two of each address's three an hour: the person already holds a reservation.
      expect(statuses.filter((status) => status === 409)).toHaveLength(8);
      expect(statuses.filter((status) => status === 429)).toHaveLength(21);
      expect(Number(answers.find((answer) => answer.status === 429)?.retryAfter)).toBeGreaterThan(
        0,
      );
      const mails = await mailsTo('stranger@example.org');
      expect(mails.map((mail) => mail.kind).sort()).toEqual([
        'booking',
        'reminder-1h',
        'reminder-24h',
      ]);
      const db = await getLeadStore();
      const taken = await db
        .selectFrom('bookings')
        .select('slot')
        .where('slot', 'like', '2030-03-04 %')
        .execute();
      expect(taken).toHaveLength(1);
    } finally {
      process.env.BOOKINGS_PER_ADDRESS_PER_HOUR = '100000';
    }
  });

  it('lets one person book again once their call is over, by e-mail or phone alike', async () => {
    const person = { email: 'twice@example.com', phone: '+971503300999' };
    expect((await book({ ...person, s1: { date: '2030-03-05', time: '10:00' } })).status).toBe(201);
    const second = await book({ ...person, s1: { date: '2030-03-05', time: '11:00' } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('alreadyReserved');
    const byPhone = await book({
      phone: person.phone,
      email: 'other@example.com',
      s1: { date: '2030-03-05', time: '12:00' },
    });
    expect(byPhone.status).toBe(409);
    // After the call's time it is over: the same person may book again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-05T08:00:00Z'));
    expect((await book({ ...person, s1: { date: '2030-03-06', time: '10:00' } })).status).toBe(201);
  });

  it('holds one reservation for one person booking twelve times at once, on either store', async () => {
    const person = { email: 'at-once@example.com', phone: '+971503300777' };
    const times = halfHours('10:00', '16:00');
    const answers = await Promise.all(
      times.map((time) => book({ ...person, s1: { date: '2030-03-12', time } })),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(times.length - 1);
  });

  it('caps the booking mails one inbox receives in a day', async () => {
    process.env.BOOKING_MAILS_PER_RECIPIENT_PER_DAY = '2';
    try {
      const booked = await book({
        email: 'Capped@example.com',
        s1: { date: '2030-03-07', time: '10:00' },
      });
      expect(booked.status).toBe(201);
      const staff = { kind: 'staff', userId: 'x', email: 'admin@meridiangate.test' } as const;
      for (const time of ['10:30', '11:00', '11:30'])
        expect(await moveCall(booked.body.data.id, { date: '2030-03-07', time }, staff)).toEqual({
          changed: true,
        });
      const kinds = (await mailsTo('capped@example.com')).map((mail) => mail.kind);
      // The confirmation and one move: the inbox's two of the day; the expert hears of every move.
      expect(kinds.filter((kind) => !kind.startsWith('reminder')).sort()).toEqual([
        'booking',
        'booking-moved',
      ]);
    } finally {
      delete process.env.BOOKING_MAILS_PER_RECIPIENT_PER_DAY;
    }
  });
});

describe('the minimum notice (BOOKING_MIN_NOTICE_MINUTES, 2 hours by default)', () => {
  it('offers nothing before 12:50 at 10:50 Dubai time, and refuses a booking for 11:00', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 11 March 2030, 10:50 in Dubai (06:50 UTC).
    vi.setSystemTime(new Date('2030-03-11T06:50:00Z'));
    const { body } = await slots('agentId=dmitri-volkov&from=2030-03-11&days=1');
    expect(body.data.slots[0]).toEqual({ date: '2030-03-11', time: '13:00' });
    const eleven = await book({
      agentId: 'dmitri-volkov',
      s1: { date: '2030-03-11', time: '11:00' },
    });
    expect(eleven).toMatchObject({
      status: 400,
      body: { code: 'slotUnavailable' },
    });
    process.env.BOOKING_MIN_NOTICE_MINUTES = '0';
    try {
      const now = await slots('agentId=dmitri-volkov&from=2030-03-11&days=1');
      expect(now.body.data.slots[0]).toEqual({ date: '2030-03-11', time: '11:00' });
    } finally {
      delete process.env.BOOKING_MIN_NOTICE_MINUTES;
    }
  });
});
