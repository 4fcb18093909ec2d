import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { POST as postbackRoute } from '@/app/postback/route';
import { POST as startedChatRoute } from '@/app/started_chat/route';
import { storeDialect } from '@/lib/server/database/connection';
import { crossSiteRefusal } from '@/lib/server/endpoint';
import {
  countRows,
  cvFiles,
  formParams,
  jsonRequest,
  multipartRequest,
  pageContext,
  provideTestStore,
  questionnaire,
  requestCallLead,
  storedSubmissions,
} from './support/lead-service';

const store = provideTestStore();

describe('Idempotency-Key', () => {
  it('stores a submission sent three times (and twice at once) as one lead, with one answer', async () => {
    const before = await countRows('leads');
    const key = { 'Idempotency-Key': 'b1d7c6a0-4c1e-4f9e-9a51-0d3f6f2c7e11' };
    const send = () => leadsRoute(jsonRequest('/api/leads', requestCallLead(), key));
    const answers = [...(await Promise.all([send(), send()])), await send()];
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await countRows('leads')).toBe(before + 1);
  });

  it('keeps one row per key for questionnaires and career forms, and one CV file', async () => {
    const before = await countRows('leads');
    const key = { 'Idempotency-Key': 'questionnaire-key-0001' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await questionnairesRoute(
        jsonRequest('/api/questionnaires', questionnaire(), key),
      );
      expect(response.status).toBe(201);
    }
    const careerKey = { 'Idempotency-Key': 'career-key-0001' };
    const fields = {
      name: 'Karim Nassar',
      phone: '+971552223344',
      email: 'karim@example.com',
      ...pageContext,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await formsRoute(
        multipartRequest('/api/forms/career', { ...fields, cv: cvFiles.pdf() }, careerKey),
        formParams('career'),
      );
      expect(response.status).toBe(201);
    }
    expect(await countRows('leads')).toBe(before + 2);
    // One CV kept: a file beside SQLite, a row in PostgreSQL (which every instance reads).
    const uploads = store.databaseUrl
      ? await countRows('cv_files')
      : (await fs.readdir(path.join(store.dataDir, 'uploads'))).length;
    expect(uploads).toBe(1);
  });

  it('refuses a key that is not printable ASCII of 8 to 200 characters', async () => {
    const before = await storedSubmissions();
    for (const key of ['short', 'x'.repeat(201), 'with space key']) {
      const response = await leadsRoute(
        jsonRequest('/api/leads', requestCallLead(), { 'Idempotency-Key': key }),
      );
      expect(response.status, key).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { 'Idempotency-Key': 'notValid' },
      });
    }
    expect(await storedSubmissions()).toBe(before);
  });
});

describe('cross-site posts', () => {
  const writes: [string, (headers: Record<string, string>) => Promise<Response>][] = [
    ['leads', (h) => leadsRoute(jsonRequest('/api/leads', requestCallLead(), h))],
    [
      'questionnaires',
      (h) => questionnairesRoute(jsonRequest('/api/questionnaires', questionnaire(), h)),
    ],
    [
      'forms',
      (h) =>
        formsRoute(
          multipartRequest(
            '/api/forms/partner',
            { name: 'Karim', phone: '+971552223344', email: 'k@example.com', ...pageContext },
            h,
          ),
          formParams('partner'),
        ),
    ],
    [
      'postback',
      (h) =>
        postbackRoute(
          jsonRequest('/postback', { leadId: '00000000-0000-4000-8000-000000000000' }, h),
        ),
    ],
    ['started_chat', (h) => startedChatRoute(jsonRequest('/started_chat', { utm_source: 'x' }, h))],
  ];

  it.each(writes)('%s: refuses another site with 403 and stores nothing', async (_, send) => {
    const before = await storedSubmissions();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3000.evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:3000' },
    ];
    for (const headers of crossSite) {
      const response = await send(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({
        code: 'crossSite',
        message: 'Cross-site requests are not allowed',
      });
    }
    expect(await storedSubmissions()).toBe(before);
  });

  it.each(writes)('%s: takes our own pages and servers without Origin', async (_, send) => {
    const ours: Record<string, string>[] = [
      {},
      { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'https://meridiangate.ae', 'X-Forwarded-Host': 'meridiangate.ae' },
      { 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of ours) {
      const response = await send(headers);
      expect(response.status, JSON.stringify(headers)).toBeLessThan(300);
    }
  });
});

describe('crossSiteRefusal (for endpoints that read their own body, e.g. a webhook)', () => {
  it('answers 403 for another site and lets a server call without Origin through', () => {
    const post = (headers: Record<string, string>) =>
      new Request('http://localhost:3000/api/payments/webhook', { method: 'POST', headers });
    expect(crossSiteRefusal(post({ Origin: 'https://evil.example' }))?.status).toBe(403);
    expect(crossSiteRefusal(post({ 'Sec-Fetch-Site': 'cross-site' }))?.status).toBe(403);
    expect(crossSiteRefusal(post({ 'Stripe-Signature': 't=1,v1=x' }))).toBeUndefined();
    expect(crossSiteRefusal(post({ Origin: 'http://localhost:3000' }))).toBeUndefined();
  });
});

describe.skipIf(storeDialect() === 'postgres' || Boolean(process.env.DATABASE_URL))(
  'SQLite files',
  () => {
    it('are readable by the site user only (0600): database, -wal and -shm', async () => {
      await leadsRoute(jsonRequest('/api/leads', requestCallLead()));
      for (const name of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm']) {
        const { mode } = await fs.stat(path.join(store.dataDir, name));
        expect((mode & 0o777).toString(8), name).toBe('600');
      }
    });
  },
);
