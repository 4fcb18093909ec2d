import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { listAgents } from '@/lib/server/agents/directory';
import { closeLeadStore, getLeadStore } from '@/lib/server/database/connection';
import type { LeadDatabase } from '@/lib/server/database/schema';
import { closeContent, openContent } from './content';
import { copyContentTemplate, databaseAt } from './content-template';

/** Settings a test file may change; they are put back after the file. */
const touchedVariables = [
  'DATA_DIR',
  'DATABASE_URL',
  'CRM_BASE_URL',
  'CRM_TOKEN',
  'CRM_RETRY_BASE_MS',
  'CRM_RETRY_MAX_MS',
  'CRM_MAX_ATTEMPTS',
  'CRM_POLL_INTERVAL_MS',
  'CRM_TIMEOUT_MS',
  'POSTBACK_URL_TEMPLATE',
  'TRUST_PROXY',
  'RATE_LIMIT_PER_MINUTE',
  'REQUEST_BODY_TIMEOUT_MS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'CLUB_SPOT_PRICE',
  'BOOKING_HOURS',
  'BOOKING_HORIZON_DAYS',
  'SMTP_URL',
  'MAIL_FROM',
  'SALES_EMAIL',
  'MAIL_TIMEOUT_MS',
  'MAIL_RETRY_BASE_MS',
  'MAIL_RETRY_MAX_MS',
  'MAIL_MAX_ATTEMPTS',
  'MAIL_POLL_INTERVAL_MS',
  'STAFF_TWO_FACTOR',
  'BOOKINGS_PER_ADDRESS_PER_HOUR',
  'BOOKING_MIN_NOTICE_MINUTES',
  'BOOKING_MAILS_PER_RECIPIENT_PER_DAY',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'PAYLOAD_MIGRATING',
] as const;

export type TestStore = { dataDir: string; databaseUrl: string | undefined };

/**
 * Gives the test file its own store: a fresh SQLite file in a temp DATA_DIR, or — when DATABASE_URL
 * names a PostgreSQL server — a fresh database on that server, dropped afterwards. Its content
 * database is a copy of the suite's template (content-template.ts): the schema and the launch
 * experts, whom leads are given to (`experts: false`: an empty content database, its schema pushed
 * when something opens it).
 */
export function provideTestStore(
  settings: Record<string, string> = {},
  { experts = true }: { experts?: boolean } = {},
): TestStore {
  const store: TestStore = { dataDir: '', databaseUrl: undefined };
  let content: Awaited<ReturnType<typeof openContent>> | undefined;
  const saved = Object.fromEntries(touchedVariables.map((name) => [name, process.env[name]]));
  const serverUrl = process.env.DATABASE_URL;
  let databaseName: string | undefined;

  beforeAll(async () => {
    store.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-test-'));
    process.env.DATA_DIR = store.dataDir;
    // High enough that only the rate-limit tests meet it.
    process.env.RATE_LIMIT_PER_MINUTE = '100000';
    process.env.BOOKINGS_PER_ADDRESS_PER_HOUR = '100000';
    delete process.env.CRM_BASE_URL;
    delete process.env.POSTBACK_URL_TEMPLATE;
    delete process.env.TRUST_PROXY;
    for (const name of touchedVariables.filter((name) =>
      /^(STRIPE|CLUB|BOOKING|SMTP|MAIL|SALES|S3)_/.test(name),
    ))
      delete process.env[name];
    // The tests book calls in 2030; only the horizon's own tests bring it back to weeks.
    process.env.BOOKING_HORIZON_DAYS = '3650';
    // The template is migrated: the test's Payload does not push a development schema over it.
    const template = experts
      ? await copyContentTemplate(inject('contentTemplate'), store.dataDir)
      : undefined;
    if (experts) process.env.PAYLOAD_MIGRATING = 'true';
    else delete process.env.PAYLOAD_MIGRATING;
    if (serverUrl) {
      databaseName = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const name = databaseName;
      await withServer(serverUrl, (client) =>
        client.query(`CREATE DATABASE ${name} ${template ?? ''}`),
      );
      store.databaseUrl = databaseAt(serverUrl, name);
      process.env.DATABASE_URL = store.databaseUrl;
    }
    Object.assign(process.env, settings);
    await getLeadStore();
    if (experts) {
      content = await openContent();
      // Read once, as the server does at start (instrumentation.ts): a lead waits half a second
      // for the experts and otherwise takes the last list read, which a cold first read on a
      // loaded machine left empty (a reservation stored without its expert, once in CI).
      await listAgents();
    }
  }, 120_000);

  afterAll(async () => {
    await closeContent(content);
    await closeLeadStore();
    if (serverUrl && databaseName) {
      await withServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
      );
    }
    await fs.rm(store.dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  return store;
}

async function withServer<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function countRows(table: keyof LeadDatabase): Promise<number> {
  const db = await getLeadStore();
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Every table a submission could write to, so "nothing stored" means nothing anywhere. */
export async function storedSubmissions(): Promise<number> {
  return (
    (await countRows('leads')) + (await countRows('conversions')) + (await countRows('chat_starts'))
  );
}

export async function storedLeads() {
  const db = await getLeadStore();
  return db.selectFrom('leads').selectAll().orderBy('created_at').execute();
}

const origin = 'http://localhost:3000';

export function jsonRequest(
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function multipartRequest(
  pathname: string,
  fields: Record<string, string | File>,
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${origin}${pathname}`, { method: 'POST', body: form, headers });
}

export function getRequest(pathAndQuery: string, headers: Record<string, string> = {}): Request {
  return new Request(`${origin}${pathAndQuery}`, { headers });
}

/** Route context of `app/api/forms/[form]`. */
export function formParams(form: string) {
  return { params: Promise.resolve({ form }) };
}

export const pageContext = {
  locale: 'en',
  fullUrl: 'https://meridiangate.ae/invest-in-dubai',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'winter-offplan',
  utm_content: 'video-1',
  clickid: 'clk-123',
  bclickid: 'bclk-456',
};

export function requestCallLead(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'request-call',
    name: 'Amira Saleh',
    phone: '+971501234567',
    ...pageContext,
    ...overrides,
  };
}

export function questionnaire(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jonas Weber',
    phone: '+491701234567',
    language: ['German', 'English'],
    questions: [
      { question: 'What is the goal of your investment?', answer: 'Rental income' },
      { question: 'How many bedrooms?', answer: 2 },
    ],
    ...pageContext,
    locale: 'de',
    ...overrides,
  };
}

/** Smallest files that carry each format's signature. */
export const cvFiles = {
  pdf: () =>
    new File(
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
      'Amira Saleh CV.pdf',
      { type: 'application/pdf' },
    ),
  doc: () =>
    new File(
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
      'cv.doc',
      { type: 'application/msword' },
    ),
  docx: () => new File([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])], 'cv.docx'),
};

/** Steps 1 and 2 of the spot wizard with the page context: the body of `POST /api/payments/intent`. */
export function spotReservation(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Amira Saleh',
    email: 'amira@example.com',
    phone: '+971501234567',
    ...pageContext,
    fullUrl: 'https://meridiangate.ae/dubai-insiders-club',
    ...overrides,
  };
}

/**
 * The booking of step 5: a spot lead with the call and the expert. A person holds one unpaid
 * reservation at a time, so the default visitor is one per call booked: the same expert and slot
 * give the same e-mail and phone (a booking sent again), another slot another visitor.
 */
export function spotBooking(overrides: Record<string, unknown> = {}) {
  const s1 = (overrides.s1 as { date: string; time: string } | undefined) ?? {
    date: '2030-01-07',
    time: '10:00',
  };
  const agentId = (overrides.agentId as string | undefined) ?? 'layla-haddad';
  const digits = createHash('sha256')
    .update(`${agentId} ${s1.date} ${s1.time}`)
    .digest()
    .readUInt32BE(0)
    .toString()
    .padStart(7, '0')
    .slice(-7);
  return {
    kind: 'spot',
    ...spotReservation({ email: `amira+${digits}@example.com`, phone: `+97150${digits}` }),
    s1,
    agentId,
    ...overrides,
  };
}
