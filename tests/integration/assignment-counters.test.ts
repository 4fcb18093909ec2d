import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { closeLeadStore, getLeadStore, storeDialect } from '@/lib/server/database/connection';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { startLeadServer } from './support/lead-server-process';

provideTestStore();

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
});

function postLead(origin: string, index: number, idempotencyKey: string) {
  return fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(
      requestCallLead({
        locale: index % 2 ? 'de' : 'en',
        phone: `+97150333${String(index).padStart(4, '0')}`,
      }),
    ),
  });
}

/**
 * docs/design.md §13: the assignment reads per-expert counters instead of counting past leads. Two
 * instances of the site on one database (SQLite file or PostgreSQL) store leads at the same moment,
 * some of them the same submission sent to both; each counter still equals the leads that name it.
 */
// Each instance is a process of its own (tsx): seconds to start on a busy machine.
describe('two instances storing leads at once', { timeout: 180_000 }, () => {
  it('keep each expert’s counter equal to the leads stored for them', async () => {
    const [first, second] = await Promise.all([startLeadServer(), startLeadServer()]);
    servers.push(first.child, second.child);

    const unique = Array.from({ length: 60 }, (_, index) => ({
      origin: index % 2 ? first.origin : second.origin,
      index,
      key: `counter-test-${index}`,
    }));
    // The same submission reaching both instances at once is stored (and counted) once.
    const twice = Array.from({ length: 20 }, (_, index) => [
      { origin: first.origin, index: 100 + index, key: `counter-test-twice-${index}` },
      { origin: second.origin, index: 100 + index, key: `counter-test-twice-${index}` },
    ]).flat();
    // As a browser does, a write answered 503 (a pool's connections all busy for 10 s on a loaded
    // machine) is sent again with its key until it is stored.
    const statuses = await Promise.all(
      [...unique, ...twice].map(async ({ origin, index, key }) => {
        let status = 503;
        for (let attempt = 0; attempt < 5 && status === 503; attempt++)
          status = (await postLead(origin, index, key)).status;
        return status;
      }),
    );
    expect(statuses).toEqual(Array(100).fill(201));

    const db = await getLeadStore();
    const counted = await db
      .selectFrom('leads')
      .select(['agent_id', (eb) => eb.fn.countAll<number | string>().as('leads')])
      .groupBy('agent_id')
      .execute();
    const counters = await db
      .selectFrom('agent_assignments')
      .select(['agent_id', 'assigned_count'])
      .execute();
    const leadsPerAgent = Object.fromEntries(
      counted.map((row): [string, number] => [String(row.agent_id), Number(row.leads)]),
    );
    expect(Object.values(leadsPerAgent).reduce((sum, leads) => sum + leads, 0)).toBe(80);
    expect(
      Object.fromEntries(counters.map((row) => [row.agent_id, Number(row.assigned_count)])),
    ).toEqual(leadsPerAgent);
  });

  it('are rebuilt from the stored leads by the migration that brings them', async () => {
    const db = await getLeadStore();
    // A store as it was before: no triggers, the page-view counts of an older design in the table.
    if (storeDialect() === 'sqlite') {
      for (const trigger of ['added', 'moved', 'removed'])
        await sql`DROP TRIGGER leads_assignment_${sql.raw(trigger)}`.execute(db);
    } else {
      await sql`DROP TRIGGER leads_agent_assignment ON leads`.execute(db);
    }
    await sql`DELETE FROM kysely_migration WHERE name = ${'2026-11-25-005-scale'}`.execute(db);
    await db.updateTable('agent_assignments').set({ assigned_count: 9999 }).execute();
    await db
      .insertInto('agent_assignments')
      .values({ agent_id: 'gone-agent', assigned_count: 5, last_assigned_at: '2026-01-01' })
      .execute();
    for (let lead = 0; lead < 5; lead++) {
      const phone = `+97150444${String(lead).padStart(4, '0')}`;
      const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead({ phone })));
      expect(response.status).toBe(201);
    }

    await closeLeadStore();
    const upgraded = await getLeadStore();
    const counted = await upgraded
      .selectFrom('leads')
      .select(['agent_id', (eb) => eb.fn.countAll<number | string>().as('leads')])
      .groupBy('agent_id')
      .execute();
    const counters = await upgraded
      .selectFrom('agent_assignments')
      .select(['agent_id', 'assigned_count'])
      .execute();
    expect(
      Object.fromEntries(counters.map((row) => [row.agent_id, Number(row.assigned_count)])),
    ).toEqual(Object.fromEntries(counted.map((row) => [row.agent_id, Number(row.leads)])));
    // And the triggers count again.
    await leadsRoute(jsonRequest('/api/leads', requestCallLead({ phone: '+971504440099' })));
    const total = await upgraded
      .selectFrom('agent_assignments')
      .select((eb) => eb.fn.sum<number | string>('assigned_count').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(total.total)).toBe(86);
  });
});
