/**
 * The back office on a big table (docs/design.md §13): fills a throwaway store with N leads
 * (200,000 unless given) and times the inbox and the campaigns view as the pages ask for them.
 *
 *   npm run bench:admin [-- 200000]      SQLite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npm run bench:admin   an empty PostgreSQL database of your own
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { campaignFigures, responseFigures } from '@/lib/server/admin/campaigns';
import { inboxPage } from '@/lib/server/admin/inbox';
import { waitingCount, workQueue } from '@/lib/server/admin/work-queue';
import type { LeadAccess } from '@/lib/server/admin/roles';
import { seededAgents } from '../tests/support/seed-experts';
import { leadServiceConfig } from '@/lib/server/config';
import { closeLeadStore, getLeadStore } from '@/lib/server/database/connection';

const count = Number(process.argv[2] ?? 200_000);
const kinds = ['request-call', 'questionnaire', 'spot', 'sell', 'partner', 'career', 'listing'];
const sources = ['google', 'facebook', 'instagram', 'tiktok', 'newsletter', 'partner', null];
const statuses = ['new', 'new', 'new', 'contacted', 'qualified', 'won', 'lost'];
const locales = ['en', 'ru', 'he', 'nl', 'es', 'ar', 'hu', 'ko', 'fr', 'ro', 'de', 'tr', 'it'];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const page = (index: number) =>
  `https://meridiangate.ae/${pick(['', 'invest-in-dubai', 'properties', 'club'], index)}`;

async function fill(): Promise<void> {
  const db = await getLeadStore();
  const now = Date.now();
  const year = 365 * 24 * 3600_000;
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const index = start + offset;
      const kind = pick(kinds, index * 7 + 3);
      const paid = kind === 'spot' && index % 3 === 0;
      return {
        id: randomUUID(),
        created_at: new Date(
          now - Math.floor((((index * 7919) % count) / count) * year),
        ).toISOString(),
        kind,
        name: `Lead ${index}`,
        // One contact in ten comes back.
        phone: `+9715${String(index % Math.ceil(count * 0.9)).padStart(8, '0')}`,
        email: index % 2 ? `lead${index}@example.com` : null,
        locale: pick(locales, index * 5),
        full_url: `${page(index)}?utm_source=x&clickid=${index}`,
        landing_page: page(index),
        utm_source: pick(sources, index * 3),
        utm_medium: pick(['cpc', 'social', 'email', null], index),
        utm_campaign: `campaign-${index % 30}`,
        utm_content: null,
        clickid: null,
        bclickid: null,
        details: '{}',
        listing_slug: null,
        cv_file: null,
        client_address: null,
        user_agent: null,
        forward_status: index % 200 === 0 ? ('quarantined' as const) : ('delivered' as const),
        forward_attempts: 1,
        forward_next_attempt_at: null,
        forward_locked_until: null,
        forward_last_error: null,
        forwarded_at: null,
        forward_revision: 0,
        payment_status: kind === 'spot' ? (paid ? 'paid' : 'awaiting') : null,
        payment_intent_id: null,
        payment_amount: kind === 'spot' ? 500_000 : null,
        payment_currency: kind === 'spot' ? 'aed' : null,
        payment_secret_hash: null,
        reservation_key: null,
        quarantine_reason: null,
        released_at: null,
        idempotency_key: null,
        agent_id: pick(seededAgents, index).id,
        work_status: pick(statuses, index * 11),
        call_sequence: 0,
      };
    });
    await db.insertInto('leads').values(rows).execute();
  }
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  const runs: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} median ${runs[2]!.toFixed(1).padStart(7)} ms, worst ${runs[4]!.toFixed(1).padStart(7)} ms`,
  );
}

async function main(): Promise<void> {
  // The site's own settings (README): a throwaway DATA_DIR unless DATABASE_URL names PostgreSQL.
  if (!leadServiceConfig().databaseUrl)
    Object.assign(process.env, {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-')),
    });
  const filling = performance.now();
  await fill();
  console.log(`${count} leads stored in ${((performance.now() - filling) / 1000).toFixed(1)} s\n`);

  const admin: LeadAccess = { contact: true, agentId: undefined };
  const sales: LeadAccess = { contact: true, agentId: seededAgents[1]!.id };
  const marketing: LeadAccess = { contact: false, agentId: undefined };
  const firstPage = await inboxPage({}, admin);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 24 * 3600_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 24 * 3600_000).toISOString().slice(0, 10);

  await time('inbox, newest 50 (admin)', () => inboxPage({}, admin));
  await time('inbox, second page by cursor', () => inboxPage({ after: firstPage.next }, admin));
  await time('inbox, sales (its expert + unassigned)', () => inboxPage({}, sales));
  await time('inbox, marketing (no contact columns)', () => inboxPage({}, marketing));
  await time('inbox, kind=career + status=won', () =>
    inboxPage({ kind: 'career', status: 'won' }, admin),
  );
  await time('inbox, source + campaign + locale', () =>
    inboxPage({ source: 'google', campaign: 'campaign-7', locale: 'de' }, admin),
  );
  await time('inbox, quarantine held', () => inboxPage({ quarantine: 'held' }, admin));
  await time('inbox, payment paid, last 30 days', () =>
    inboxPage({ payment: 'paid', from: monthAgo, to: today }, admin),
  );
  await time('inbox, search by phone', () => inboxPage({ q: '+971500001234' }, admin));
  await time('inbox, search by phone as typed (050 000 1234)', () =>
    inboxPage({ q: '050 000 1234' }, admin),
  );
  const firstQueue = await workQueue(admin);
  await time('work queue, 50 oldest open (manager)', () => workQueue(admin));
  await time('work queue, next page by cursor', () => workQueue(admin, firstQueue.next));
  await time('work queue, sales (its expert + unassigned)', () => workQueue(sales));
  await time('tab title: waiting leads (at most 100)', () => waitingCount(sales));
  await time('campaigns, response time over 365 days', () =>
    responseFigures({ from: yearAgo, to: today }, 15),
  );
  await time('inbox, search by name (scan until 50 match)', () =>
    inboxPage({ q: 'Lead 1999' }, admin),
  );
  await time('campaigns, 30 days by source', () =>
    campaignFigures({ from: monthAgo, to: today }, 'source'),
  );
  await time('campaigns, 365 days by source (every lead)', () =>
    campaignFigures({ from: yearAgo, to: today }, 'source'),
  );
  await time('campaigns, 365 days by landing page', () =>
    campaignFigures({ from: yearAgo, to: today }, 'landing'),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeLeadStore();
    const { databaseUrl, dataDir } = leadServiceConfig();
    if (!databaseUrl && dataDir.includes('bench-admin-'))
      fs.rmSync(dataDir, { recursive: true, force: true });
  });
