import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The integration suite's global setup: one content database, migrated as production migrates it
 * (the committed migrations), with the launch experts (photos resized into media), made once per
 * run; each test store starts as a copy of it (lead-service.ts). Pushing the schema and seeding
 * took about 5 s per test file, for 38 files on each database. Migrated, not pushed: a process a
 * test starts as production (NODE_ENV=production) opens it without Payload's question about a
 * development schema, which would wait for an answer.
 */
export type ContentTemplate =
  { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    contentTemplate: ContentTemplate;
  }
}

const projectRoot = path.resolve(__dirname, '../../..');

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? `content_template_${process.pid}` : undefined;
  let dataDir = '';
  for (let attempt = 1; ; attempt++) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-template-'));
    if (serverUrl && database) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await onServer(serverUrl, `CREATE DATABASE ${database}`);
    }
    try {
      await seed(dataDir, serverUrl && database ? databaseAt(serverUrl, database) : undefined);
      break;
    } catch (error) {
      await fs.rm(dataDir, { recursive: true, force: true });
      // With two chains of Node 20's module hooks (tsx's and, until they were one, the
      // server-only preload's), the seed exited 13 (an import that never settled) in about 1 of 3
      // runs beside the other suites. A fresh attempt from a clean store is unaffected by a
      // failed one; a seed that fails for a reason of its own fails three times. It takes 6-7 s:
      // a minute means it hangs.
      const { code, stdout, stderr } = error as {
        code?: unknown;
        stdout?: string;
        stderr?: string;
      };
      console.warn(
        `content template: seed attempt ${attempt} failed (exit ${String(code)})\n${stdout ?? ''}${stderr ?? ''}`,
      );
      if (attempt === 3) throw error;
    }
  }
  // A template database gives no copy while a connection to it is open, and Payload's pool never
  // gives back the connection it opened first (its end() would wait for ever).
  if (serverUrl && database) {
    await onServer(
      serverUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`,
    );
  }
  project.provide(
    'contentTemplate',
    database ? { dialect: 'postgres', database } : { dialect: 'sqlite', dataDir },
  );

  return async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (serverUrl && database) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  };
}

/** Migrates and seeds the content store of `dataDir` (or `databaseUrl`), in a process of its own. */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.PAYLOAD_MIGRATING;
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      './scripts/server-only-outside-next.mjs',
      '--import',
      './scripts/support/finish-or-fail.mjs',
      '--import',
      'tsx',
      path.join(__dirname, 'content-template-seed.mts'),
    ],
    { cwd: projectRoot, env, timeout: 60_000 },
  );
}

/** The store of `dataDir` (and, on PostgreSQL, the database named) starts as the template. */
export async function copyContentTemplate(
  template: ContentTemplate,
  dataDir: string,
): Promise<string | undefined> {
  if (template.dialect === 'postgres') return `TEMPLATE ${template.database}`;
  for (const entry of await fs.readdir(template.dataDir)) {
    if (entry === 'media' || entry.startsWith('content.sqlite')) {
      await fs.cp(path.join(template.dataDir, entry), path.join(dataDir, entry), {
        recursive: true,
      });
    }
  }
  return undefined;
}

export function databaseAt(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
