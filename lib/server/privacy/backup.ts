import 'server-only';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { leadServiceConfig } from '../config';
import { extractTar, fileSink, TarWriter } from './tar';

/**
 * Backup and restore (docs/design.md §15). One `.tar` holds everything the site needs to come back:
 * the lead database (SQLite through its online backup API, consistent while the site writes; with
 * DATABASE_URL a `pg_dump` custom-format dump), then every file under DATA_DIR: CVs, mail, and the
 * secrets (`auth-secret`, which signs sessions and encrypts the staff's TOTP secrets). The database
 * is copied first: a CV is written before its lead is committed, so every lead in the copy finds
 * its file.
 */
const run = promisify(execFile);
const manifestName = 'backup.json';
const format = 'meridian-gate-backup/1';

type Manifest = { format: string; createdAt: string; store: 'sqlite' | 'postgres'; files: number };

const isSqliteFile = (name: string) => /\.sqlite(-wal|-shm|-journal)?$/.test(name);

export async function backup(archive: string): Promise<Manifest> {
  const { dataDir, databaseUrl } = leadServiceConfig();
  const target = path.resolve(archive);
  const partial = `${target}.partial`;
  const scratch = fs.mkdtempSync(path.join(path.dirname(target), '.backup-'));
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    const tar = new TarWriter(fileSink(fd));
    const store = databaseUrl ? 'postgres' : 'sqlite';
    const databases: { name: string; file: string }[] = [];
    if (databaseUrl) {
      const file = path.join(scratch, 'database.dump');
      await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, databaseUrl]);
      databases.push({ name: 'database.dump', file });
    }
    // Every SQLite database in DATA_DIR (the leads, and any the site keeps beside them).
    for (const name of listFiles(dataDir).filter((name) => name.endsWith('.sqlite'))) {
      const file = path.join(scratch, name.replaceAll('/', '_'));
      const source = new SqliteDatabase(path.join(dataDir, name), { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(file);
        fs.chmodSync(file, 0o600);
      } finally {
        source.close();
      }
      databases.push({ name: `data/${name}`, file });
    }
    const files = listFiles(dataDir).filter(
      (name) =>
        !isSqliteFile(name) &&
        path.join(dataDir, name) !== target &&
        path.join(dataDir, name) !== partial &&
        !path.join(dataDir, name).startsWith(`${scratch}${path.sep}`),
    );
    const manifest: Manifest = {
      format,
      createdAt: new Date().toISOString(),
      store,
      files: files.length,
    };
    tar.addBuffer(manifestName, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const database of databases) tar.addFile(database.name, database.file);
    for (const name of files) {
      const file = path.join(dataDir, name);
      // A file removed meanwhile (retention, an erasure) is simply not in this backup.
      if (fs.existsSync(file)) tar.addFile(`data/${name}`, file);
    }
    tar.finish();
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, target);
    return manifest;
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into an empty DATA_DIR (and, with DATABASE_URL, an empty database): it
 * never mixes a backup with live data. Refuses otherwise, changing nothing.
 */
export async function restore(archive: string): Promise<Manifest> {
  const { dataDir, databaseUrl } = leadServiceConfig();
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new RestoreRefused(`DATA_DIR (${dataDir}) is not empty: restore only into an empty one.`);
  const staging = fs.mkdtempSync(path.join(path.dirname(dataDir), '.restoring-'));
  try {
    extractTar(path.resolve(archive), staging);
    const manifest = readManifest(path.join(staging, manifestName));
    if ((manifest.store === 'postgres') !== Boolean(databaseUrl))
      throw new RestoreRefused(
        manifest.store === 'postgres'
          ? 'This backup is of a PostgreSQL store: set DATABASE_URL to an empty database.'
          : 'This backup is of the SQLite store: unset DATABASE_URL to restore it.',
      );
    if (databaseUrl) {
      if (await hasTables(databaseUrl))
        throw new RestoreRefused(
          'The database of DATABASE_URL is not empty: restore only into an empty one.',
        );
      await run(pgTool('pg_restore'), [
        '--no-owner',
        '--exit-on-error',
        '--dbname',
        databaseUrl,
        path.join(staging, 'database.dump'),
      ]);
    }
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const data = path.join(staging, 'data');
    if (fs.existsSync(data))
      for (const name of fs.readdirSync(data))
        fs.renameSync(path.join(data, name), path.join(dataDir, name));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

function readManifest(file: string): Manifest {
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== format || (manifest.store !== 'sqlite' && manifest.store !== 'postgres'))
    throw new RestoreRefused(
      'This file is not a backup of the site (no backup.json of its format).',
    );
  return manifest as Manifest;
}

async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.count) > 0;
  } finally {
    await client.end();
  }
}

/** Files under a folder, relative, in a stable order; symbolic links are not followed. */
function listFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    const folder = path.join(root, relative);
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(name);
    }
  };
  walk('');
  return found.sort();
}

/**
 * pg_dump / pg_restore: Debian's newest under /usr/lib/postgresql (its major version must be at
 * least the server's), else whatever PATH has.
 */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}
