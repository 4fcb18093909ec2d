import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as postbackRoute } from '@/app/postback/route';
import { sendHeldPostback } from '@/lib/server/conversions';
import { startCrmForwarding, stopCrmForwarding } from '@/lib/server/crm/outbox';
import { getLeadStore } from '@/lib/server/database/connection';
import { releaseLead } from '@/lib/server/lead-store';
import { FakeCrm } from './support/fake-crm';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

const crm = new FakeCrm();
const postbacks: string[] = [];
const tracker = http.createServer((request, response) => {
  postbacks.push(request.url ?? '');
  response.end('ok');
});

provideTestStore({ CRM_RETRY_BASE_MS: '20', CRM_POLL_INTERVAL_MS: '50', CRM_TIMEOUT_MS: '2000' });

beforeAll(async () => {
  await crm.start();
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
  process.env.CRM_BASE_URL = crm.baseUrl;
  process.env.POSTBACK_URL_TEMPLATE = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}/conv?cid={clickid}`;
});

afterAll(async () => {
  await stopCrmForwarding();
  await crm.stop();
  await new Promise((resolve) => tracker.close(resolve));
});

async function statusOf(id: string) {
  const db = await getLeadStore();
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row?.forward_status;
}

async function send(overrides: Record<string, unknown>): Promise<string> {
  const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead(overrides)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('quarantine', () => {
  it('holds a honeypot lead and its postback until an operator releases it', async () => {
    const person = await send({ clickid: 'person', formStartedAt: Date.now() - 10_000 });
    const held = await send({ clickid: 'held', website: 'autofilled.example' });
    startCrmForwarding();

    await expect.poll(() => statusOf(person)).toBe('delivered');
    await postbackRoute(jsonRequest('/postback', { leadId: person }));
    await postbackRoute(jsonRequest('/postback', { leadId: held }));
    await expect.poll(() => postbacks.length).toBe(1);
    // Several outbox rounds later, the held lead is still held and nothing else was fired.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await statusOf(held)).toBe('quarantined');
    expect(crm.deliveries.map((delivery) => delivery.idempotencyKey)).toEqual([person]);
    expect(postbacks).toEqual(['/conv?cid=person']);

    expect(await releaseLead(held)).toBe(true);
    await sendHeldPostback(held);
    await expect.poll(() => statusOf(held)).toBe('delivered');
    expect(crm.deliveries.map((delivery) => delivery.idempotencyKey)).toEqual([person, held]);
    expect(postbacks).toEqual(['/conv?cid=person', '/conv?cid=held']);
    // Released once: a second release finds nothing in quarantine and fires nothing.
    expect(await releaseLead(held)).toBe(false);
    await sendHeldPostback(held);
    expect(postbacks).toHaveLength(2);
  });
});
