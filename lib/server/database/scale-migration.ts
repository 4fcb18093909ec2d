import 'server-only';
import { type Kysely, type Migration, SqliteAdapter, sql } from 'kysely';

/**
 * Issue 19, docs/design.md §13: a lead write costs the same after years of leads. The expert
 * assignment reads per-expert counters, which triggers keep in the statement that adds, moves or
 * deletes a lead (so in its transaction, on every code path, under any concurrency); the table held
 * page-view counts of an older design, so it is rebuilt from the stored leads once. Indexes for the
 * queries that scanned: the rate limit's clean-up, the export's keyset pages.
 */
export const scaleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      // SQLite's migrations run outside a transaction: the counters are rebuilt in one.
      await db.transaction().execute(countAssignmentsOnSqlite);
    } else {
      await countAssignmentsOnPostgres(db);
    }
    await db.schema
      .createIndex('rate_limit_hits_window_start')
      .ifNotExists()
      .on('rate_limit_hits')
      .column('window_start')
      .execute();
    // The export reads in (created_at, id) order, a page after the last row of the one before.
    await db.schema
      .createIndex('leads_arrival')
      .ifNotExists()
      .on('leads')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema.dropIndex('leads_created_at').ifExists().execute();
  },
};

async function rebuildAssignmentCounters(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM agent_assignments`.execute(db);
  await sql`
    INSERT INTO agent_assignments (agent_id, assigned_count, last_assigned_at)
    SELECT agent_id, COUNT(*), MAX(created_at) FROM leads
    WHERE agent_id IS NOT NULL GROUP BY agent_id`.execute(db);
}

async function countAssignmentsOnSqlite(db: Kysely<unknown>): Promise<void> {
  const countNew = sql`
    INSERT INTO agent_assignments (agent_id, assigned_count, last_assigned_at)
    SELECT NEW.agent_id, 1, NEW.created_at WHERE NEW.agent_id IS NOT NULL
    ON CONFLICT (agent_id) DO UPDATE SET
      assigned_count = assigned_count + 1,
      last_assigned_at = max(last_assigned_at, excluded.last_assigned_at);`;
  const uncountOld = sql`
    UPDATE agent_assignments SET assigned_count = assigned_count - 1
    WHERE agent_id = OLD.agent_id;`;
  await sql`
    CREATE TRIGGER IF NOT EXISTS leads_assignment_added AFTER INSERT ON leads
    BEGIN ${countNew} END`.execute(db);
  await sql`
    CREATE TRIGGER IF NOT EXISTS leads_assignment_moved AFTER UPDATE OF agent_id ON leads
    WHEN OLD.agent_id IS NOT NEW.agent_id
    BEGIN ${uncountOld} ${countNew} END`.execute(db);
  await sql`
    CREATE TRIGGER IF NOT EXISTS leads_assignment_removed AFTER DELETE ON leads
    BEGIN ${uncountOld} END`.execute(db);
  await rebuildAssignmentCounters(db);
}

async function countAssignmentsOnPostgres(db: Kysely<unknown>): Promise<void> {
  // A moved lead locks both experts' rows in one order, so two opposite moves cannot deadlock.
  await sql`
    CREATE OR REPLACE FUNCTION count_agent_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF OLD.agent_id IS NOT DISTINCT FROM NEW.agent_id THEN RETURN NULL; END IF;
        PERFORM 1 FROM agent_assignments WHERE agent_id IN (OLD.agent_id, NEW.agent_id)
          ORDER BY agent_id FOR UPDATE;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE agent_assignments SET assigned_count = assigned_count - 1
        WHERE agent_id = OLD.agent_id;
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        IF NEW.agent_id IS NOT NULL THEN
          INSERT INTO agent_assignments (agent_id, assigned_count, last_assigned_at)
          VALUES (NEW.agent_id, 1, NEW.created_at)
          ON CONFLICT (agent_id) DO UPDATE SET
            assigned_count = agent_assignments.assigned_count + 1,
            last_assigned_at = GREATEST(agent_assignments.last_assigned_at, EXCLUDED.last_assigned_at);
        END IF;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER IF EXISTS leads_agent_assignment ON leads`.execute(db);
  await sql`
    CREATE TRIGGER leads_agent_assignment
    AFTER INSERT OR DELETE OR UPDATE OF agent_id ON leads
    FOR EACH ROW EXECUTE FUNCTION count_agent_assignment()`.execute(db);
  // The triggers count from here on; the lock keeps a lead written meanwhile from being lost.
  await sql`LOCK TABLE leads IN SHARE MODE`.execute(db);
  await rebuildAssignmentCounters(db);
}
