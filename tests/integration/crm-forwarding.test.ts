import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listAgentsRoute } from '@/app/api/agents/route';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import type { Agent } from '@/lib/leads/agent';
import { forgetCachedAgents, listAgents } from '@/lib/server/agents/directory';
import { seededAgents } from '@/tests/support/seed-experts';
import { startCrmForwarding, stopCrmForwarding } from '@/lib/server/crm/outbox';
import { getLeadStore } from '@/lib/server/database/connection';
import { FakeCrm } from './support/fake-crm';
import {
  cvFiles,
  formParams,
  getRequest,
  jsonRequest,
  multipartRequest,
  pageContext,
  provideTestStore,
  questionnaire,
  requestCallLead,
} from './support/lead-service';

const crm = new FakeCrm();

provideTestStore({
  CRM_TOKEN: 'crm-secret',
  CRM_RETRY_BASE_MS: '20',
  CRM_RETRY_MAX_MS: '200',
  CRM_POLL_INTERVAL_MS: '50',
  // Long enough that the stand-in CRM, in this process, answers in time on a busy machine: a
  // delivery the site gave up waiting for is sent again (with its idempotency key, which a CRM
  // dedupes), and this file counts deliveries exactly. No case here is about a slow CRM.
  CRM_TIMEOUT_MS: '15000',
});

beforeAll(async () => {
  await crm.start();
  process.env.CRM_BASE_URL = crm.baseUrl;
});

afterAll(async () => {
  await stopCrmForwarding();
  await crm.stop();
});

async function leadStatuses() {
  const db = await getLeadStore();
  return db
    .selectFrom('leads')
    .select(['id', 'kind', 'forward_status', 'forward_attempts', 'forward_last_error'])
    .execute();
}

describe('forwarding to a CRM that is down, then failing, then up', () => {
  const acceptedIds: string[] = [];

  it('answers visitors at once while the CRM is down', async () => {
    await crm.stop();
    // Leads arrive before any worker runs, as after a deploy: the worker must pick them up on start.
    for (let index = 0; index < 20; index++) {
      const response = await leadsRoute(
        jsonRequest(
          '/api/leads',
          requestCallLead({ phone: `+97150111${String(index).padStart(4, '0')}` }),
        ),
      );
      expect(response.status).toBe(201);
      acceptedIds.push(((await response.json()) as { data: { id: string } }).data.id);
    }
    const questionnaireResponse = await questionnairesRoute(
      jsonRequest('/api/questionnaires', questionnaire()),
    );
    acceptedIds.push(((await questionnaireResponse.json()) as { data: { id: string } }).data.id);
    const careerResponse = await formsRoute(
      multipartRequest('/api/forms/career', {
        name: 'Karim Nassar',
        phone: '+971552223344',
        email: 'karim@example.com',
        position: 'Consultant',
        cv: cvFiles.pdf(),
        ...pageContext,
      }),
      formParams('career'),
    );
    expect(careerResponse.status).toBe(201);
    const enquiryResponse = await formsRoute(
      multipartRequest('/api/forms/listing', {
        name: 'Lena Vogel',
        phone: '+971552223355',
        listing: 'hills-park-villa',
        ...pageContext,
      }),
      formParams('listing'),
    );
    expect(enquiryResponse.status).toBe(201);
    expect((await leadStatuses()).every((lead) => lead.forward_status === 'pending')).toBe(true);
    acceptedIds.push((await leadStatuses()).find((lead) => lead.kind === 'career')?.id ?? '');
    acceptedIds.push((await leadStatuses()).find((lead) => lead.kind === 'listing')?.id ?? '');

    startCrmForwarding();
    await expect
      .poll(async () => (await leadStatuses()).every((lead) => lead.forward_attempts >= 2), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await leadStatuses())[0]?.forward_last_error).toMatch(/ECONNREFUSED/);
    expect(crm.deliveries).toHaveLength(0);
  }, 30_000);

  it('keeps retrying through 5xx answers and delivers every lead exactly once when the CRM is up', async () => {
    crm.failuresLeft = 15;
    await crm.start();
    // More leads while the CRM recovers.
    for (let index = 0; index < 10; index++) {
      const response = await leadsRoute(
        jsonRequest(
          '/api/leads',
          requestCallLead({
            kind: 'spot',
            // Ten people: one person holds one unpaid reservation at a time (issue 32).
            email: `late${index}@example.com`,
            phone: `+9715012300${String(index).padStart(2, '0')}`,
            // One expert, ten half hours from 10:00 Dubai time.
            s1: {
              date: '2030-01-10',
              time: `${10 + Math.floor(index / 2)}:${index % 2 ? '30' : '00'}`,
            },
            agentId: 'layla-haddad',
          }),
        ),
      );
      acceptedIds.push(((await response.json()) as { data: { id: string } }).data.id);
    }

    await expect
      .poll(
        async () => (await leadStatuses()).every((lead) => lead.forward_status === 'delivered'),
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    expect(crm.failuresLeft).toBe(0);

    const delivered = crm.deliveries.map((delivery) => delivery.idempotencyKey);
    expect(delivered.toSorted()).toEqual(acceptedIds.toSorted());
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(crm.deliveries.every((delivery) => delivery.authorization === 'Bearer crm-secret')).toBe(
      true,
    );
  }, 30_000);

  it('sends the payloads of docs/spec.md §7', async () => {
    const lead = crm.deliveries.find((delivery) => delivery.body.includes('late0@example.com'));
    expect(lead?.path).toBe('/api/v1.0/leads');
    expect(JSON.parse(lead?.body ?? '')).toEqual({
      kind: 'spot',
      name: 'Amira Saleh',
      phone: '+971501230000',
      email: 'late0@example.com',
      s1: { date: '2030-01-10', time: '10:00' },
      timeZone: 'Asia/Dubai',
      expert: { id: 'layla-haddad', name: 'Layla Haddad' },
      leadId: acceptedIds.at(-10),
      payment: { status: 'unpaid', amount: null, currency: 'AED', paymentIntentId: null },
      ...pageContext,
    });

    const answers = crm.deliveries.find((delivery) => delivery.path === '/api/v1.0/questionnaires');
    expect(JSON.parse(answers?.body ?? '')).toMatchObject({
      name: 'Jonas Weber',
      language: ['German', 'English'],
      questions: [{ answer: 'Rental income' }, { answer: '2' }],
      clickid: 'clk-123',
    });

    const application = crm.deliveries.find(
      (delivery) => delivery.path === '/api/v1.0/forms/career',
    );
    expect(application?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(application?.body).toContain('name="position"\r\n\r\nConsultant');
    expect(application?.body).toMatch(
      /name="cv"; filename="Amira Saleh CV.pdf"\r\nContent-Type: application\/octet-stream\r\n\r\n%PDF-1.7/,
    );

    // A listing enquiry names the listing for the sales team.
    const enquiry = crm.deliveries.find((delivery) => delivery.path === '/api/v1.0/forms/listing');
    expect(enquiry?.body).toContain('name="listing"\r\n\r\nhills-park-villa');
  });
});

describe('a CRM that never recovers', () => {
  it('flags the lead as failed after CRM_MAX_ATTEMPTS, keeping it stored', async () => {
    process.env.CRM_MAX_ATTEMPTS = '3';
    crm.failuresLeft = 1_000;
    const response = await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ name: 'Never Delivered' })),
    );
    const { data } = (await response.json()) as { data: { id: string } };
    await expect
      .poll(
        async () => (await leadStatuses()).find((lead) => lead.id === data.id)?.forward_status,
        { timeout: 10_000 },
      )
      .toBe('failed');
    expect((await leadStatuses()).find((lead) => lead.id === data.id)).toMatchObject({
      forward_attempts: 3,
      forward_last_error: 'HTTP 503',
    });
    crm.failuresLeft = 0;
    delete process.env.CRM_MAX_ATTEMPTS;
  });
});

describe('agents from the CRM', () => {
  it('lists the CRM’s agents (data.data) when it answers', async () => {
    forgetCachedAgents();
    crm.agents = [
      {
        id: 7,
        name: 'Omar Farouk',
        role: 'Consultant',
        image: 'https://crm.example/omar.jpg',
        fullsize_image: '',
        languages: [{ name: 'Arabic' }],
        phone_country: { phone_code: '+971' },
        phone: '501112233',
        whatsapp: '',
        telegram: '',
        email: 'omar@crm.example',
      },
      { broken: true },
    ];
    const { data } = (await (await listAgentsRoute(getRequest('/api/agents'))).json()) as {
      data: Agent[];
    };
    expect(data).toEqual([
      expect.objectContaining({ id: '7', name: 'Omar Farouk', languages: [{ name: 'Arabic' }] }),
    ]);
    // The CRM's address reaches the agent's e-mails, never the public list (docs/design.md §10).
    expect(data[0]).not.toHaveProperty('email');
    expect((await listAgents())[0]?.email).toBe('omar@crm.example');
  });

  it('reads the grammatical gender the CRM writes, leaving it unknown when it is not clear', async () => {
    forgetCachedAgents();
    const crmAgent = (name: string, gender: unknown) => ({
      name,
      gender,
      role: 'Property Consultant',
      languages: [{ name: 'Arabic' }],
    });
    crm.agents = [
      crmAgent('Mariam', 'Female'),
      crmAgent('Omar', 'm'),
      crmAgent('Sam', 'unspecified'),
      crmAgent('Kim', 7),
      crmAgent('Lee', '__proto__'),
    ];
    const { data } = (await (await listAgentsRoute(getRequest('/api/agents'))).json()) as {
      data: Agent[];
    };
    expect(data.map((agent) => [agent.name, agent.gender])).toEqual([
      ['Mariam', 'female'],
      ['Omar', 'male'],
      ['Sam', undefined],
      ['Kim', undefined],
      ['Lee', undefined],
    ]);
  });

  it('falls back to the content system’s experts when the CRM fails', async () => {
    forgetCachedAgents();
    crm.agents = undefined;
    const { data } = (await (await listAgentsRoute(getRequest('/api/agents'))).json()) as {
      data: Agent[];
    };
    expect(data.map((agent) => agent.id)).toEqual(seededAgents.map((agent) => agent.id));
  });
});
