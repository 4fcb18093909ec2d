import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { cancelCallFor, moveCallFor, upcomingCalls } from '@/lib/server/admin/calls';
import type { Staff } from '@/lib/server/admin/roles';
import { getLeadStore, observeQueries, storeDialect } from '@/lib/server/database/connection';
import { jsonRequest, provideTestStore, spotBooking } from './support/lead-service';

vi.setConfig({ testTimeout: 60_000 });
// A CRM that is never reached: each change must still queue its revision.
provideTestStore({ CRM_BASE_URL: 'http://127.0.0.1:9' });

const staffOf = (role: Staff['role'], agentId: string | null = null): Staff => ({
  id: `${role}-id`,
  email: `${role}@meridiangate.test`,
  name: role,
  role,
  agentId,
});
const admin = staffOf('admin');
const layla = staffOf('sales', 'layla-haddad');
const marketing = staffOf('marketing');
const now = new Date('2029-12-01T08:00:00Z');
const ids: Record<string, string> = {};

async function book(name: string, agentId: string, date: string, time: string) {
  const body = spotBooking({ name, email: `${name}@example.com`, agentId, s1: { date, time } });
  const response = await leadsRoute(jsonRequest('/api/leads', body));
  expect(response.status).toBe(201);
  ids[name] = ((await response.json()) as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  await book('late', 'layla-haddad', '2030-01-08', '15:00');
  await book('early', 'layla-haddad', '2030-01-07', '10:00');
  await book('other', 'dmitri-volkov', '2030-01-07', '10:00');
});

describe('the calls page (docs/design.md §12)', () => {
  it('lists upcoming calls soonest first: admin every expert’s, sales its own', async () => {
    const all = await upcomingCalls(admin, {}, now);
    expect(all.rows.map((row) => [row.date, row.time, row.status])).toEqual([
      ['2030-01-07', '10:00', 'booked'],
      ['2030-01-07', '10:00', 'booked'],
      ['2030-01-08', '15:00', 'booked'],
    ]);
    expect(all.rows.map((row) => row.name).sort()).toEqual(['early', 'late', 'other']);
    expect(all.rows[0]?.phone).toMatch(/^\+97150\d{7}$/);
    const own = await upcomingCalls(layla, { agent: 'dmitri-volkov' }, now);
    expect(own.rows.map((row) => row.name)).toEqual(['early', 'late']);
    expect((await upcomingCalls(admin, { agent: 'dmitri-volkov' }, now)).rows).toHaveLength(1);
    expect((await upcomingCalls(marketing, {}, now)).rows).toEqual([]);
    // Calls of past days are not upcoming.
    const later = new Date('2030-01-08T08:00:00Z');
    expect((await upcomingCalls(admin, {}, later)).rows.map((row) => row.name)).toEqual(['late']);
  });

  it('moves a call on the investor’s behalf: mailed, a CRM revision, an audit row', async () => {
    const db = await getLeadStore();
    await db
      .updateTable('leads')
      .set({ forward_status: 'delivered' })
      .where('id', '=', ids.early!)
      .execute();
    // Not Layla's call: nothing happens.
    expect(await moveCallFor(layla, ids.other!, { date: '2030-01-09', time: '11:00' })).toEqual({
      changed: false,
      status: 404,
      reason: 'not-found',
    });
    expect(await moveCallFor(layla, ids.early!, { date: '2030-01-09', time: '11:00' })).toEqual({
      changed: true,
    });
    const lead = await db
      .selectFrom('leads')
      .select(['call_status', 'call_slot', 'forward_status', 'forward_revision'])
      .where('id', '=', ids.early!)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      call_status: 'moved',
      call_slot: '2030-01-09 11:00',
      forward_status: 'pending',
      forward_revision: 1,
    });
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('lead_id', '=', ids.early!)
      .execute();
    expect(mails).toContainEqual({ kind: 'booking-moved', recipient: 'early@example.com' });
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor_email', 'action', 'detail'])
      .where('lead_id', '=', ids.early!)
      .execute();
    expect(audit).toEqual([
      {
        actor_email: 'sales@meridiangate.test',
        action: 'call.move',
        detail: JSON.stringify({ from: '2030-01-07 10:00', to: '2030-01-09 11:00' }),
      },
    ]);
  });

  it('cancels a call: it stays on the list as cancelled, its slot free', async () => {
    expect(await cancelCallFor(admin, ids.late!)).toEqual({ changed: true });
    expect(await cancelCallFor(admin, ids.late!)).toMatchObject({ changed: false });
    const page = await upcomingCalls(admin, {}, now);
    expect(page.rows.find((row) => row.leadId === ids.late)?.status).toBe('cancelled');
    const db = await getLeadStore();
    const audit = await db
      .selectFrom('staff_audit')
      .select('action')
      .where('lead_id', '=', ids.late!)
      .execute();
    expect(audit).toEqual([{ action: 'call.cancel' }]);
    expect(await cancelCallFor(marketing, ids.other!)).toMatchObject({ changed: false });
  });

  it('pages by cursor through an index', async () => {
    const db = await getLeadStore();
    const template = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', ids.other!)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: 60 }, (_, index) => ({
      ...template,
      id: `copy-${String(index).padStart(2, '0')}`,
      idempotency_key: null,
      manage_token_hash: null,
      call_slot: `2030-02-01 ${String(10 + Math.floor(index / 10)).padStart(2, '0')}:00`,
    }));
    await db.insertInto('leads').values(copies).execute();
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const stop = observeQueries((query) => statements.push(query));
    const first = await upcomingCalls(admin, {}, now);
    stop();
    expect(first.rows).toHaveLength(50);
    const second = await upcomingCalls(admin, { after: first.next }, now);
    expect(second.next).toBeUndefined();
    const seen = [...first.rows, ...second.rows].map((row) => row.leadId);
    expect(new Set(seen).size).toBe(63);
    expect(seen.slice(-3)).toEqual(['copy-57', 'copy-58', 'copy-59']);
    if (storeDialect() === 'sqlite') {
      const [{ sql, parameters }] = statements as [{ sql: string; parameters: unknown[] }];
      const { rows } = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
      );
      const plan = rows.map((row) => row.detail).join('\n');
      expect(plan).toMatch(/leads USING INDEX leads_calls/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});
