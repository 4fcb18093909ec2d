/**
 * `npm run bench:leads`: what a lead write costs with a few leads stored and with years of them
 * (docs/design.md §13, docs/lead-service.md "Benchmark"). For each database and each table size it
 * fills `leads` directly (bulk inserts, as if the site had run for years), then measures through the
 * same route handler Next calls:
 *   - the median of single writes, one after the other;
 *   - writes per second with 20 submissions in flight at once, for a fixed time;
 * and at the end the peak memory (RSS) of `npm run leads -- export` over every stored lead.
 *
 * SQLite always; PostgreSQL on DATABASE_URL's server when set (a fresh database per size, dropped
 * after), else on a throwaway cluster as scripts/test-postgres.sh starts one, when PostgreSQL is
 * installed. Options: --sizes 1000,200000  --export 1000000  --seconds 10  --db sqlite|postgres.
 * Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { expertsGeneration, keepExperts } from '@/lib/content/experts-cache';
import { locales } from '@/lib/i18n/locales';
import { seededAgents } from '../tests/support/seed-experts';
import { closeLeadStore, getLeadStore } from '@/lib/server/database/connection';
import type { LeadsTable } from '@/lib/server/database/schema';
import {
  postgresBin,
  startThrowawayPostgres,
} from '../tests/integration/support/throwaway-postgres';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,200000' },
    export: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    db: { type: 'string' },
  },
});
const sizes = options.sizes.split(',').map(Number);
const exportSize = Number(options.export);
const loadSeconds = Number(options.seconds);
const concurrency = 20;
const singleWrites = 100;

type Store = { label: string; open: () => Promise<Settings>; close: () => Promise<void> };
type Settings = { DATA_DIR: string; DATABASE_URL?: string };
type Row = {
  db: string;
  leads: number;
  writesPerSecond: number;
  medianMs: number;
  p95UnderLoadMs: number;
  exportPeakMb?: number;
  exportSeconds?: number;
};

async function main(): Promise<void> {
  // Every bench write comes from the same address: the rate limit must not be what is measured.
  // No CRM and no postback: the bench measures the store, not a network.
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000000' });
  for (const name of ['CRM_BASE_URL', 'POSTBACK_URL_TEMPLATE']) delete process.env[name];
  // The launch experts as a running site holds them between its reads of the content store (one
  // per 30 s, lib/server/agents/content-experts.ts): a lead write reads them from memory.
  keepExperts(seededAgents, Number.POSITIVE_INFINITY, expertsGeneration());
  const server = process.env.DATABASE_URL;
  const rows: Row[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    for (const store of await stores(server, cleanups)) {
      for (const [index, size] of sizes.entries()) {
        const last = index === sizes.length - 1;
        const settings = await store.open();
        Object.assign(process.env, settings);
        if (!settings.DATABASE_URL) delete process.env.DATABASE_URL;
        try {
          await fill(0, size);
          const row = await measureWrites(store.label, size);
          if (last && exportSize > 0) {
            await fill(size + row.writes, Math.max(exportSize - size - row.writes, 0));
            Object.assign(row, await measureExport(settings));
          }
          rows.push(row);
          printRow(row);
        } finally {
          await closeLeadStore();
          await store.close();
        }
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  console.log(`\n${table(rows)}`);
}

async function stores(
  databaseUrl: string | undefined,
  cleanups: (() => Promise<void>)[],
): Promise<Store[]> {
  const list: Store[] = [];
  let dataDir = '';
  if (options.db !== 'postgres') {
    list.push({
      label: 'SQLite',
      open: async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
        return { DATA_DIR: dataDir };
      },
      close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    });
  }
  if (options.db === 'sqlite') return list;
  const server = databaseUrl ?? (await throwawayPostgres(cleanups));
  if (!server) {
    console.warn('bench-leads: no DATABASE_URL and no PostgreSQL installed; SQLite only');
    return list;
  }
  let name = '';
  list.push({
    label: 'PostgreSQL',
    open: async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
      name = `bench_leads_${process.pid}_${Date.now()}`;
      await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(server);
      url.pathname = `/${name}`;
      return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    },
    close: async () => {
      await withClient(server, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return list;
}

/** Leads as years of visitors left them: every language, every agent, oldest first. */
async function fill(from: number, count: number): Promise<void> {
  if (count <= 0) return;
  const db = await getLeadStore();
  const started = Date.now();
  const yearsAgo = Date.now() - 5 * 365 * 86_400_000;
  const batch = 400;
  for (let first = from; first < from + count; first += batch * 25) {
    await db.transaction().execute(async (trx) => {
      for (let start = first; start < Math.min(first + batch * 25, from + count); start += batch) {
        const values: LeadsTable[] = [];
        for (let n = start; n < Math.min(start + batch, from + count); n++)
          values.push(storedLead(n, yearsAgo + n * 60_000));
        await trx.insertInto('leads').values(values).execute();
      }
    });
  }
  console.log(`  filled ${count} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function storedLead(n: number, at: number): LeadsTable {
  const locale = locales[n % locales.length]!;
  return {
    id: randomUUID(),
    created_at: new Date(at).toISOString(),
    kind: n % 5 === 0 ? 'questionnaire' : 'request-call',
    name: `Stored Visitor ${n}`,
    phone: `+9715${String(n).padStart(8, '0')}`,
    email: n % 3 === 0 ? `visitor${n}@example.com` : null,
    locale,
    full_url: 'https://meridiangate.ae/invest-in-dubai',
    landing_page: 'https://meridiangate.ae/invest-in-dubai',
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: 'winter-offplan',
    utm_content: null,
    clickid: `clk-${n}`,
    bclickid: null,
    details: '{}',
    listing_slug: null,
    cv_file: null,
    client_address: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    forward_status: 'not-configured',
    forward_attempts: 0,
    forward_next_attempt_at: null,
    forward_locked_until: null,
    forward_last_error: null,
    forwarded_at: null,
    forward_revision: 0,
    payment_status: null,
    payment_intent_id: null,
    payment_amount: null,
    payment_currency: null,
    payment_secret_hash: null,
    reservation_key: null,
    quarantine_reason: null,
    released_at: null,
    idempotency_key: `stored-${n}-${randomUUID()}`,
    idempotency_fingerprint: null,
    time_zone: null,
    manage_token_hash: null,
    call_status: null,
    call_sequence: 0,
    notice_version: null,
    notice_at: null,
    marketing_consent: null,
    agent_id: seededAgents[n % seededAgents.length]!.id,
  };
}

let submitted = 0;

/** One visitor's submission, as the browser sends it (an Idempotency-Key of its own). */
async function submitLead(): Promise<number> {
  const n = submitted++;
  const started = performance.now();
  const response = await leadsRoute(
    new Request('http://localhost:3000/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        kind: 'request-call',
        name: 'Bench Visitor',
        phone: `+9715${String(n).padStart(8, '0')}`,
        locale: locales[n % locales.length],
        fullUrl: 'https://meridiangate.ae/invest-in-dubai',
        utm_source: 'google',
      }),
    }),
  );
  if (response.status !== 201) throw new Error(`lead answered ${response.status}`);
  return performance.now() - started;
}

async function measureWrites(label: string, size: number): Promise<Row & { writes: number }> {
  for (let warm = 0; warm < 10; warm++) await submitLead();
  const single: number[] = [];
  for (let write = 0; write < singleWrites; write++) single.push(await submitLead());

  const underLoad: number[] = [];
  const deadline = performance.now() + loadSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) underLoad.push(await submitLead());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    db: label,
    leads: size,
    writes: 10 + singleWrites + underLoad.length,
    writesPerSecond: Math.round(underLoad.length / elapsed),
    medianMs: percentile(single, 0.5),
    p95UnderLoadMs: percentile(underLoad, 0.95),
  };
}

/** Runs the operators' export over every stored lead; its peak RSS is read from /proc while it runs. */
async function measureExport(
  settings: Settings,
): Promise<{ exportPeakMb: number; exportSeconds: number }> {
  await closeLeadStore();
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/leads.ts', 'export'],
    {
      env: { ...process.env, ...settings, npm_lifecycle_event: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let bytes = 0;
  let lines = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process just ended.
    }
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  if (code !== 0) throw new Error(`export exited with ${code}`);
  const exportSeconds = (Date.now() - started) / 1000;
  console.log(
    `  exported ${lines - 1} leads (${(bytes / 1e6).toFixed(0)} MB of CSV) in ${exportSeconds.toFixed(1)} s`,
  );
  return { exportPeakMb: Math.round(peakKb / 1024), exportSeconds };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1),
  );
}

function printRow(row: Row): void {
  console.log(`  ${row.db}, ${row.leads} leads: ${JSON.stringify(row)}`);
}

function table(rows: Row[]): string {
  const header = [
    'database',
    'leads stored',
    `writes/s (${concurrency} at once)`,
    'median single write',
    'p95 under load',
    'export peak RSS',
  ];
  const lines = rows.map((row) => [
    row.db,
    row.leads.toLocaleString('en-US'),
    String(row.writesPerSecond),
    `${row.medianMs} ms`,
    `${row.p95UnderLoadMs} ms`,
    row.exportPeakMb === undefined
      ? ''
      : `${row.exportPeakMb} MB (${exportSize.toLocaleString('en-US')} leads, ${row.exportSeconds?.toFixed(0)} s)`,
  ]);
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A cluster of its own in a temp folder (the integration tests' helper), with durable commits. */
async function throwawayPostgres(cleanups: (() => Promise<void>)[]): Promise<string | undefined> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const cluster = await startThrowawayPostgres(bin, { durable: true });
  cleanups.push(() => cluster.remove());
  console.log(`bench-leads: PostgreSQL from ${bin} on ${cluster.url}`);
  return cluster.url;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
