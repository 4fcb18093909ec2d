import 'server-only';
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  CompiledQuery,
  sql,
  type Driver,
  type LogEvent,
  type SqliteDatabase as SqliteDialectDatabase,
} from 'kysely';
import { Pool } from 'pg';
import { dataPath, storeLocation } from '../config';
import { leadServiceMigrations } from './migrations';
import type { LeadDatabase } from './schema';
import { logLostConnections } from './lost-connections';

export type LeadStore = Kysely<LeadDatabase>;

type OpenStore = { key: string; ready: Promise<LeadStore> };
type QueryObserver = (query: CompiledQuery) => void;

// Next bundles instrumentation.ts and every route separately; one store per process lives on globalThis.
const storeSlot = Symbol.for('meridian-gate.lead-store');
const observersSlot = Symbol.for('meridian-gate.lead-store-observers');
const globalSlots = globalThis as typeof globalThis & {
  [storeSlot]?: OpenStore;
  [observersSlot]?: Set<QueryObserver>;
};

/**
 * The lead store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. Opened and migrated
 * on first use; every caller awaits the same migrated instance.
 */
export function getLeadStore(): Promise<LeadStore> {
  const { databaseUrl, dataDir } = storeLocation();
  const key = databaseUrl ?? dataDir;
  const open = globalSlots[storeSlot];
  if (open && open.key === key) return open.ready;

  const ready = openStore(databaseUrl);
  globalSlots[storeSlot] = { key, ready };
  // A failed open (database down at start) is retried by the next caller rather than cached.
  ready.catch(() => {
    if (globalSlots[storeSlot]?.ready === ready) delete globalSlots[storeSlot];
  });
  return ready;
}

/** Closes the store (tests, the CLI). The next `getLeadStore()` opens it again. */
export async function closeLeadStore(): Promise<void> {
  const open = globalSlots[storeSlot];
  delete globalSlots[storeSlot];
  if (open) await (await open.ready.catch(() => null))?.destroy();
}

/**
 * Calls `observer` with every statement the store runs until the returned function is called: the
 * scale test explains each query of the request paths (docs/design.md §13).
 */
export function observeQueries(observer: QueryObserver): () => void {
  const observers = (globalSlots[observersSlot] ??= new Set());
  observers.add(observer);
  return () => observers.delete(observer);
}

function notifyObservers(event: LogEvent): void {
  for (const observer of globalSlots[observersSlot] ?? []) observer(event.query);
}

export function storeDialect(): 'postgres' | 'sqlite' {
  return storeLocation().databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * Runs `work` with commits that do not wait for the disk, for bookkeeping a power loss may lose
 * without harm: the rate-limit counter then forgets its last second of hits (never a lead, a
 * booking or a mail; those keep the durable commit). A lead write counted its hit with a commit of
 * its own that waited for the disk as long as the lead's (docs/design.md §13). SQLite: the
 * connection's `synchronous` is NORMAL for the work (in WAL mode a commit then writes the WAL
 * without syncing it; the next durable commit syncs it, these frames included); PostgreSQL: a
 * transaction with `synchronous_commit` off. Either way other sessions see the change at once.
 */
export async function withoutWaitingForTheDisk<T>(
  db: LeadStore,
  work: (db: LeadStore) => Promise<T>,
): Promise<T> {
  if (storeDialect() === 'postgres')
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  // One connection behind Kysely's mutex: nothing else commits while the setting is relaxed.
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}

async function openStore(databaseUrl: string | undefined): Promise<LeadStore> {
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite();
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openPostgres(connectionString: string): LeadStore {
  // A stopped server refuses at once (answered 503); a server that hangs fails a request after 10 s
  // instead of holding it forever — long enough that a burst waiting for one of the 10 clients is
  // not refused. A client whose connection broke is dropped on release, so the pool heals by itself.
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  logLostConnections(pool, 'lead-store');
  return new Kysely<LeadDatabase>({ dialect: new PostgresDialect({ pool }), log: notifyObservers });
}

function openSqlite(): LeadStore {
  fs.mkdirSync(dataPath(), { recursive: true });
  const file = dataPath('leads.sqlite');
  // Leads are personal data: only the site's own user reads them. SQLite gives the -wal and -shm
  // files the mode of the database file, so creating that one 0600 covers all three; files from
  // before this rule are narrowed too.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, dataPath('leads.sqlite-wal'), dataPath('leads.sqlite-shm')])
    if (fs.existsSync(name)) fs.chmodSync(name, 0o600);
  const database = new SqliteDatabase(file);
  // WAL lets the operators' CLI read while the site writes; FULL syncs the WAL on every commit, so
  // a 201 is only sent for a lead that survives a crash or power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  // A deleted row's bytes are overwritten, not left in a free page: an erased person or a lead
  // past its retention is gone from the file itself (docs/design.md §15).
  database.pragma('secure_delete = ON');
  return new Kysely<LeadDatabase>({
    dialect: new WritingSqliteDialect({ database: withPreparedStatements(database) }),
    log: notifyObservers,
  });
}

/** Enough for every statement of the request paths and the outboxes, not for every ad-hoc search. */
const preparedStatementLimit = 256;

/**
 * The database with each statement prepared once and kept (least recently used dropped past the
 * limit): Kysely's SQLite driver prepares every query afresh, which was about a tenth of a lead
 * write's time (the leads insert names some fifty columns). One connection behind Kysely's mutex
 * runs one statement at a time, so a kept statement is never busy when it is asked for again;
 * SQLite itself re-prepares one whose tables a migration changed.
 */
function withPreparedStatements(database: SqliteDatabase.Database): SqliteDialectDatabase {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      let statement = prepared.get(sql);
      if (statement) prepared.delete(sql);
      else {
        statement = database.prepare(sql);
        if (prepared.size >= preparedStatementLimit)
          prepared.delete(prepared.keys().next().value as string);
      }
      prepared.set(sql, statement);
      return statement;
    },
    close() {
      prepared.clear();
      database.close();
    },
  };
}

/**
 * SQLite with every transaction begun IMMEDIATE. A deferred one (Kysely's `begin`) reads first and
 * asks for the write lock later; when another process (a second instance, the CLI) has written in
 * between, SQLite refuses the upgrade at once with SQLITE_BUSY_SNAPSHOT, busy_timeout or not, and
 * a lead would get a 503. Taking the write lock at `begin` makes the other writer wait instead.
 */
class WritingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    return {
      init: () => driver.init(),
      acquireConnection: () => driver.acquireConnection(),
      beginTransaction: async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      },
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}

async function migrate(db: LeadStore): Promise<void> {
  // Branches append migrations side by side: one that lands after a later-named one still runs.
  const migrator = new Migrator({
    db,
    provider: leadServiceMigrations,
    allowUnorderedMigrations: true,
  });
  let { error } = await migrator.migrateToLatest();
  if (error) {
    // Two processes opening a fresh SQLite file at once (site and CLI) can race on the migration
    // table; the DDL is idempotent, so a second pass settles it.
    await new Promise((resolve) => setTimeout(resolve, 250));
    ({ error } = await migrator.migrateToLatest());
  }
  if (error) throw error;
}
