import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { forwardDueLeads } from '@/lib/server/crm/outbox';
import { closeLeadStore, getLeadStore, storeDialect } from '@/lib/server/database/connection';
import { leadServiceMigrations } from '@/lib/server/database/migrations';
import { countWrite } from '@/lib/server/rate-limit';
import { FakeCrm } from './support/fake-crm';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

const store = provideTestStore();

describe('the lead store', () => {
  it('is PostgreSQL when DATABASE_URL is set and SQLite in DATA_DIR otherwise', () => {
    expect(storeDialect()).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('migrates once: reopening an existing store changes nothing', async () => {
    expect((await leadsRoute(jsonRequest('/api/leads', requestCallLead()))).status).toBe(201);
    await closeLeadStore();
    const db = await getLeadStore();
    const { count } = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('counts concurrent writes from one address exactly', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, () => countWrite('concurrent-visitor', 50)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(50);
  });
});

describe('two outbox workers at once (two instances on one database)', () => {
  const crm = new FakeCrm();
  beforeAll(async () => {
    await crm.start();
    process.env.CRM_BASE_URL = crm.baseUrl;
  });
  afterAll(async () => {
    delete process.env.CRM_BASE_URL;
    await crm.stop();
  });

  it('send each lead once', async () => {
    for (let index = 0; index < 15; index++) {
      expect(
        (
          await leadsRoute(
            jsonRequest(
              '/api/leads',
              requestCallLead({ phone: `+97150333${String(index).padStart(4, '0')}` }),
            ),
          )
        ).status,
      ).toBe(201);
    }
    await Promise.all([forwardDueLeads(), forwardDueLeads(), forwardDueLeads()]);
    const keys = crm.deliveries.map((delivery) => delivery.idempotencyKey);
    expect(keys).toHaveLength(15);
    expect(new Set(keys).size).toBe(15);
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
  it('holds the leads in the server’s database, readable by any client', async () => {
    const client = new Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM leads WHERE name = 'Amira Saleh'",
      );
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
      const migrations = await client.query<{ name: string }>('SELECT name FROM kysely_migration');
      // Every migration the code ships has run, whichever branches appended them.
      const shipped = Object.keys(await leadServiceMigrations.getMigrations()).sort();
      expect(migrations.rows.map((row) => row.name).sort()).toEqual(shipped);
    } finally {
      await client.end();
    }
  });
});
