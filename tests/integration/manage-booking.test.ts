import { describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as manageRoute } from '@/app/api/bookings/manage/route';
import { cancelCall, chooseCall, leadOfManageToken, moveCall } from '@/lib/server/bookings/manage';
import { getLeadStore } from '@/lib/server/database/connection';
import { jsonRequest, provideTestStore, spotBooking } from './support/lead-service';

vi.setConfig({ testTimeout: 60_000 });
provideTestStore();

async function book(s1: { date: string; time: string }, email: string): Promise<string> {
  const response = await leadsRoute(jsonRequest('/api/leads', spotBooking({ s1, email })));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function mailsOf(leadId: string) {
  const db = await getLeadStore();
  return db.selectFrom('mail_outbox').selectAll().where('lead_id', '=', leadId).execute();
}

async function slotsOf(agentId: string) {
  const db = await getLeadStore();
  const rows = await db
    .selectFrom('bookings')
    .select('slot')
    .where('agent_id', '=', agentId)
    .execute();
  return rows.map((row) => row.slot).sort();
}

const now = new Date('2029-12-01T08:00:00Z');

describe('the manage functions (docs/design.md §11)', () => {
  it('knows no made-up token', async () => {
    expect(await leadOfManageToken('x'.repeat(43))).toBeUndefined();
  });

  it('moves a call: frees the old slot, mails the same UID with a higher SEQUENCE', async () => {
    const leadId = await book({ date: '2030-01-08', time: '10:00' }, 'mover@example.com');
    const staff = { kind: 'staff', userId: 'u1', email: 'desk@meridiangate.test' } as const;
    expect(await moveCall(leadId, { date: '2030-01-08', time: '11:00' }, staff, now)).toEqual({
      changed: true,
    });
    expect(await slotsOf('layla-haddad')).toContain('2030-01-08 11:00');
    expect(await slotsOf('layla-haddad')).not.toContain('2030-01-08 10:00');
    const moved = (await mailsOf(leadId)).find(
      (mail) => mail.kind === 'booking-moved' && mail.recipient === 'mover@example.com',
    );
    expect(moved?.revision).toBe(1);
    expect(moved?.attachments).toContain('SEQUENCE:1');
    expect(moved?.attachments).toContain(`UID:${leadId}@localhost`);
    const reminders = (await mailsOf(leadId)).filter((mail) => mail.kind === 'reminder-1h');
    expect(reminders.map((mail) => [mail.revision, mail.next_attempt_at])).toEqual([
      [1, '2030-01-08T06:00:00.000Z'],
    ]);
  });

  it('lets one of two tabs racing for a slot win; the other gets 409', async () => {
    const first = await book({ date: '2030-01-09', time: '10:00' }, 'tab1@example.com');
    const second = await book({ date: '2030-01-09', time: '10:30' }, 'tab2@example.com');
    const staff = { kind: 'staff', userId: 'u1', email: 'desk@meridiangate.test' } as const;
    const target = { date: '2030-01-09', time: '12:00' };
    const outcomes = await Promise.all([
      moveCall(first, target, staff, now),
      moveCall(second, target, staff, now),
    ]);
    expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.changed)).toMatchObject({
      status: 409,
      reason: 'slot-taken',
    });
  });

  it('cancels: frees the slot and mails METHOD:CANCEL', async () => {
    const leadId = await book({ date: '2030-01-10', time: '10:00' }, 'cancel@example.com');
    expect(
      await cancelCall(
        leadId,
        { kind: 'staff', userId: 'u1', email: 'desk@meridiangate.test' },
        now,
      ),
    ).toEqual({
      changed: true,
    });
    expect(await slotsOf('layla-haddad')).not.toContain('2030-01-10 10:00');
    const cancelled = (await mailsOf(leadId)).filter((mail) =>
      mail.kind.endsWith('booking-cancelled'),
    );
    expect(cancelled).toHaveLength(2);
    for (const mail of cancelled) expect(mail.attachments).toContain('METHOD:CANCEL');
    const pendingReminders = (await mailsOf(leadId)).filter((mail) =>
      mail.kind.startsWith('reminder'),
    );
    expect(pendingReminders).toEqual([]);
    // A cancelled call can be chosen again; a scheduled one cannot be chosen twice.
    const slot = { date: '2030-01-10', time: '16:00' };
    expect(
      await chooseCall(
        leadId,
        slot,
        { kind: 'staff', userId: 'u1', email: 'desk@meridiangate.test' },
        now,
      ),
    ).toEqual({
      changed: true,
    });
    expect(
      await chooseCall(
        leadId,
        slot,
        { kind: 'staff', userId: 'u1', email: 'desk@meridiangate.test' },
        now,
      ),
    ).toMatchObject({
      status: 409,
      reason: 'scheduled',
    });
  });

  it('refuses an investor within 2 hours of the call', async () => {
    const leadId = await book({ date: '2030-01-11', time: '10:00' }, 'late@example.com');
    const late = new Date('2030-01-11T05:00:00Z');
    expect(
      await cancelCall(leadId, { kind: 'investor', token: 'x'.repeat(43) }, late),
    ).toMatchObject({
      status: 409,
      reason: 'too-late',
    });
  });
});

/** The manage link's token, as the investor's confirmation carries it. */
async function tokenOf(leadId: string): Promise<string> {
  const confirmation = (await mailsOf(leadId)).find((mail) => mail.kind === 'booking');
  const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

const manage = (body: object) => manageRoute(jsonRequest('/api/bookings/manage', body));

describe('POST /api/bookings/manage (docs/design.md §11)', () => {
  it('answers 404 for a made-up token and 400 for a change it cannot read', async () => {
    expect((await manage({ action: 'cancel', token: 'x'.repeat(43) })).status).toBe(404);
    expect((await manage({ action: 'move', token: 'x'.repeat(43) })).status).toBe(400);
  });

  it('moves the investor’s call; a slot already taken is a 409 with its code', async () => {
    const leadId = await book({ date: '2030-02-04', time: '10:00' }, 'page@example.com');
    await book({ date: '2030-02-04', time: '11:00' }, 'other@example.com');
    const token = await tokenOf(leadId);
    const taken = await manage({
      action: 'move',
      token,
      s1: { date: '2030-02-04', time: '11:00' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: 'slotTaken',
      message: 'This time has just been booked, please choose another',
    });
    const moved = await manage({
      action: 'move',
      token,
      s1: { date: '2030-02-04', time: '12:00' },
    });
    expect(moved.status).toBe(200);
    expect(await slotsOf('layla-haddad')).toContain('2030-02-04 12:00');
    expect(await slotsOf('layla-haddad')).not.toContain('2030-02-04 10:00');
  });

  it('cancels, then lets the investor choose a call again with the same link', async () => {
    const leadId = await book({ date: '2030-02-05', time: '10:00' }, 'again@example.com');
    const token = await tokenOf(leadId);
    expect((await manage({ action: 'cancel', token })).status).toBe(200);
    expect((await manage({ action: 'cancel', token })).status).toBe(409);
    const s1 = { date: '2030-02-05', time: '15:00' };
    expect((await manage({ action: 'choose', token, s1 })).status).toBe(200);
    expect(await slotsOf('layla-haddad')).toContain('2030-02-05 15:00');
  });
});
