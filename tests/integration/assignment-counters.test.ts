import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { getLeadStore } from '@/lib/server/database/connection';
import { provideTestStore, requestCallLead } from './support/lead-service';
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
describe('two instances storing leads at once', { timeout: 60_000 }, () => {
  it('keep each expert’s counter equal to the leads stored for them', async () => {
    const [first, second] = await Promise.all([startLeadServer(), startLeadServer()]);
    servers.push(first.child, second.child);

    const unique = Array.from({ length: 60 }, (_, index) =>
      postLead(index % 2 ? first.origin : second.origin, index, `counter-test-${index}`),
    );
    // The same submission reaching both instances at once is stored (and counted) once.
    const twice = Array.from({ length: 20 }, (_, index) => [
      postLead(first.origin, 100 + index, `counter-test-twice-${index}`),
      postLead(second.origin, 100 + index, `counter-test-twice-${index}`),
    ]).flat();
    const responses = await Promise.all([...unique, ...twice]);
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(201));

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
});
