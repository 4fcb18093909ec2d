import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { getLeadStore, observeQueries, storeDialect } from '@/lib/server/database/connection';
import { inSharedCommit } from '@/lib/server/database/shared-commit';
import {
  jsonRequest,
  provideTestStore,
  requestCallLead,
  storedLeads,
} from './support/lead-service';

provideTestStore();

async function probeRows(): Promise<number[]> {
  const db = await getLeadStore();
  const { rows } = await sql<{ n: number }>`select n from shared_commit_probe order by n`.execute(
    db,
  );
  return rows.map(({ n }) => Number(n));
}

describe('leads that arrive together share one commit', () => {
  it('stores 20 leads sent at once, each once, most of them in a shared commit', async () => {
    const statements: string[] = [];
    const stop = observeQueries(({ sql: text }) => statements.push(text.toLowerCase()));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        leadsRoute(
          jsonRequest(
            '/api/leads',
            requestCallLead({ phone: `+9715013${String(index).padStart(5, '0')}` }),
          ),
        ),
      ),
    );
    stop();

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(await storedLeads()).toHaveLength(20);
    const savepoints = statements.filter((text) => text === 'savepoint shared_commit').length;
    if (storeDialect() === 'postgres') {
      // PostgreSQL flushes concurrent commits together itself: a transaction each.
      expect(savepoints).toBe(0);
    } else {
      // Idle, all 20 share one commit; a loaded machine may split them, never into 20 lone ones.
      expect(savepoints).toBeGreaterThanOrEqual(10);
    }
  }, 30_000);

  it('undoes only the work that failed, rejects its promise and commits the rest', async () => {
    const db = await getLeadStore();
    await sql`create table shared_commit_probe (n integer not null)`.execute(db);
    const insert = (n: number) =>
      inSharedCommit(db, async (trx) => {
        await sql`insert into shared_commit_probe (n) values (${n})`.execute(trx);
        if (n === 2) throw new Error('the second work fails after its insert');
        return n;
      });

    const outcomes = await Promise.allSettled([insert(1), insert(2), insert(3)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[1]).toMatchObject({
      reason: new Error('the second work fails after its insert'),
    });
    expect(await probeRows()).toEqual([1, 3]);
  });

  it('rolls a lone work back whole when it fails, without a savepoint', async () => {
    const db = await getLeadStore();
    const statements: string[] = [];
    const stop = observeQueries(({ sql: text }) => statements.push(text.toLowerCase()));
    const failing = inSharedCommit(db, async (trx) => {
      await sql`insert into shared_commit_probe (n) values (${4})`.execute(trx);
      throw new Error('alone and failing');
    });

    await expect(failing).rejects.toThrow('alone and failing');
    stop();
    expect(statements).not.toContain('savepoint shared_commit');
    expect(await probeRows()).toEqual([1, 3]);
  });

  it('shares the commit on PostgreSQL too when the rows are one worker’s (a pass’s outcomes)', async () => {
    const db = await getLeadStore();
    const statements: string[] = [];
    const stop = observeQueries(({ sql: text }) => statements.push(text.toLowerCase()));
    const insert = (n: number) =>
      inSharedCommit(
        db,
        async (trx) => {
          await sql`insert into shared_commit_probe (n) values (${n})`.execute(trx);
          if (n === 6) throw new Error('one outcome fails to settle');
        },
        { onPostgres: true },
      );

    const outcomes = await Promise.allSettled([insert(5), insert(6), insert(7)]);
    stop();

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(statements.filter((text) => text === 'savepoint shared_commit')).toHaveLength(3);
    expect(await probeRows()).toEqual([1, 3, 5, 7]);
  });
});
