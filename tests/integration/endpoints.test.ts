import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as listAgentsRoute } from '@/app/api/agents/route';
import { GET as assignedAgentRoute } from '@/app/api/agents/assigned/route';
import { readCv } from '@/lib/server/cv-upload';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { POST as postbackRoute } from '@/app/postback/route';
import { POST as startedChatRoute } from '@/app/started_chat/route';
import { locales } from '@/lib/i18n/locales';
import type { Agent } from '@/lib/leads/agent';
import { getLeadStore } from '@/lib/server/database/connection';
import { listAgents, speaks } from '@/lib/server/agents/directory';
import {
  countRows,
  cvFiles,
  formParams,
  getRequest,
  jsonRequest,
  multipartRequest,
  pageContext,
  questionnaire,
  requestCallLead,
  storedLeads,
  storedSubmissions,
  provideTestStore,
} from './support/lead-service';

const store = provideTestStore();

/** Someone the store has not seen: their own e-mail and phone. */
const newContact = (n: number) => ({
  email: `visitor${n}@example.de`,
  phone: `+4917012345${String(n).padStart(2, '0')}`,
});

describe('GET /api/agents', () => {
  it('lists the seeded agents in the Agent shape, covering every site language', async () => {
    const response = await listAgentsRoute(getRequest('/api/agents'));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Agent[] };
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const agent of data) {
      expect(agent).toMatchObject({
        name: expect.any(String),
        role: expect.any(String),
        // The expert's photo in the content system's media (the editor's thumbnail on the card).
        image: expect.stringMatching(/^\/admin\/content\/api\/media\/file\/[a-z-]+-\d+x\d+\.webp$/),
        fullsize_image: expect.stringMatching(
          /^\/admin\/content\/api\/media\/file\/[a-z-]+\.webp$/,
        ),
        phone_country: { phone_code: '+971' },
        phone: expect.stringMatching(/^\d{9}$/),
        whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
        telegram: expect.stringMatching(/^https:\/\/t\.me\/\w+$/),
      });
      expect(agent.languages.length).toBeGreaterThan(0);
      // The address the site mails leads to is not for visitors (docs/design.md §10).
      expect(agent).not.toHaveProperty('email');
    }
    expect((await listAgents()).every((agent) => agent.email?.endsWith('@meridiangate.ae'))).toBe(
      true,
    );
    for (const locale of locales)
      expect(
        data.some((agent) => speaks(agent, locale)),
        locale,
      ).toBe(true);
  });
});

describe('GET /api/agents/assigned', () => {
  it('gives a visitor an agent who speaks their language', async () => {
    for (const locale of locales) {
      const response = await assignedAgentRoute(
        getRequest(`/api/agents/assigned?locale=${locale}`),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { data } = (await response.json()) as { data: Agent };
      expect(speaks(data, locale), `${locale} → ${data.name}`).toBe(true);
      expect(data).not.toHaveProperty('email');
    }
  });

  it('gives the Taiwan roadshow a Mandarin speaker (locale=zh)', async () => {
    const response = await assignedAgentRoute(getRequest('/api/agents/assigned?locale=zh'));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Agent };
    expect(data.languages.map((language) => language.name)).toContain('Mandarin');
  });

  it('recognises a language however the CRM writes it', () => {
    const agent = (languages: Agent['languages']) => ({ ...({} as Agent), languages });
    expect(speaks(agent([{ name: 'Deutsch' }]), 'de')).toBe(true);
    expect(speaks(agent([{ name: ' german ' }]), 'de')).toBe(true);
    expect(speaks(agent([{ name: 'Lang', code: 'KO' }]), 'ko')).toBe(true);
    expect(speaks(agent([{ name: '中文' }]), 'zh')).toBe(true);
    expect(speaks(agent([{ name: 'Chinese' }]), 'zh')).toBe(true);
    expect(speaks(agent([{ name: 'English' }]), 'zh')).toBe(false);
    expect(speaks(agent([{ name: 'Dutch' }]), 'de')).toBe(false);
  });

  it('spreads stored leads fairly among the agents who speak the language', async () => {
    for (let visitor = 0; visitor < 40; visitor++) {
      // Forty people: a returning contact goes to the expert they have (issue 36).
      const response = await leadsRoute(
        jsonRequest('/api/leads', requestCallLead({ locale: 'de', ...newContact(visitor) })),
      );
      expect(response.status).toBe(201);
    }
    const db = await getLeadStore();
    const rows = await db
      .selectFrom('leads')
      .select(['agent_id', (eb) => eb.fn.countAll<number>().as('leads')])
      .where('locale', '=', 'de')
      .groupBy('agent_id')
      .execute();
    const germanSpeakers = (
      (await (await listAgentsRoute(getRequest('/api/agents'))).json()) as { data: Agent[] }
    ).data.filter((agent) => speaks(agent, 'de'));
    expect(rows.length).toBe(germanSpeakers.length);
    const totals = rows.map((row) => Number(row.leads));
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
  });

  it('shows the least busy speaker and writes nothing, however often it is asked', async () => {
    const before = await storedSubmissions();
    const shown = new Set<string>();
    for (let view = 0; view < 20; view++) {
      const response = await assignedAgentRoute(getRequest('/api/agents/assigned?locale=de'));
      shown.add(((await response.json()) as { data: Agent }).data.id);
    }
    expect(shown.size).toBe(1);
    expect(await storedSubmissions()).toBe(before);
    // The next German lead, from someone new, goes to the agent the page showed.
    await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ locale: 'de', ...newContact(99) })),
    );
    const latest = (await storedLeads()).at(-1);
    expect(latest?.agent_id).toBe([...shown][0]);
  });

  it('answers 400 for a locale the site does not have', async () => {
    const response = await assignedAgentRoute(getRequest('/api/agents/assigned?locale=xx'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { locale: 'notValid' } });
  });
});

describe('POST /api/leads', () => {
  it('stores a request-call lead with its attribution and answers 201 with its id', async () => {
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        requestCallLead({
          phone: '+971 50 123 4567',
          fullUrl: 'https://meridiangate.ae/ru/roadshow?utm_source=x#form',
          locale: 'ru',
          sneaky: 'dropped',
        }),
        {
          'user-agent': 'Vitest',
        },
      ),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; data: { id: string } };
    expect(body).toEqual({ message: 'Success', data: { id: expect.any(String) } });

    const lead = (await storedLeads()).find((row) => row.id === body.data.id);
    expect(lead).toMatchObject({
      kind: 'request-call',
      name: 'Amira Saleh',
      phone: '+971501234567',
      locale: 'ru',
      full_url: 'https://meridiangate.ae/ru/roadshow',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'winter-offplan',
      utm_content: 'video-1',
      clickid: 'clk-123',
      bclickid: 'bclk-456',
      user_agent: 'Vitest',
      forward_status: 'not-configured',
    });
    expect(lead?.details).toBe('{}');
  });

  it('reads a Taiwan lead’s national number as Taiwanese', async () => {
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        requestCallLead({ kind: 'taiwan', name: '陳美玲', phone: '0912 345 678' }),
      ),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    expect((await storedLeads()).find((row) => row.id === data.id)).toMatchObject({
      kind: 'taiwan',
      name: '陳美玲',
      phone: '+886912345678',
    });
  });

  it('stores a spot lead with its email and the booked call', async () => {
    const response = await leadsRoute(
      jsonRequest(
        '/api/leads',
        requestCallLead({
          kind: 'spot',
          email: 'amira@example.com',
          s1: { date: '2030-01-09', time: '14:30' },
          agentId: 'layla-haddad',
        }),
      ),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    const lead = (await storedLeads()).find((row) => row.id === data.id);
    expect(lead).toMatchObject({ kind: 'spot', email: 'amira@example.com' });
    expect(JSON.parse(lead?.details ?? '')).toMatchObject({
      s1: { date: '2030-01-09', time: '14:30' },
      agentId: 'layla-haddad',
    });
  });
});

describe('POST /api/questionnaires', () => {
  it('stores the answers and the contact and answers 201 with an id', async () => {
    const response = await questionnairesRoute(jsonRequest('/api/questionnaires', questionnaire()));
    expect(response.status).toBe(201);
    const { message, data } = (await response.json()) as { message: string; data: { id: string } };
    expect(message).toBe('Success');
    const lead = (await storedLeads()).find((row) => row.id === data.id);
    expect(lead).toMatchObject({
      kind: 'questionnaire',
      name: 'Jonas Weber',
      phone: '+491701234567',
      locale: 'de',
    });
    expect(JSON.parse(lead?.details ?? '')).toEqual({
      language: ['German', 'English'],
      questions: [
        { question: 'What is the goal of your investment?', answer: 'Rental income' },
        { question: 'How many bedrooms?', answer: '2' },
      ],
    });
  });
});

describe('POST /api/forms/{form}', () => {
  const contact = {
    name: 'Karim Nassar',
    phone: '+971552223344',
    email: 'karim@example.com',
    ...pageContext,
  };

  it('stores a sell request', async () => {
    const response = await formsRoute(
      multipartRequest('/api/forms/sell', {
        ...contact,
        projectName: 'Marina Gate 2',
        location: 'Dubai Marina',
        propertyStatus: 'ready',
        bedrooms: '2',
      }),
      formParams('sell'),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Information was sent successfully!',
      data: { id: expect.any(String) },
    });
    const lead = (await storedLeads()).find((row) => row.kind === 'sell');
    expect(JSON.parse(lead?.details ?? '')).toEqual({
      projectName: 'Marina Gate 2',
      location: 'Dubai Marina',
      propertyStatus: 'ready',
      bedrooms: '2',
    });
  });

  it('stores a partner application', async () => {
    const response = await formsRoute(
      multipartRequest('/api/forms/partner', { ...contact, company: 'Nassar Realty' }),
      formParams('partner'),
    );
    expect(response.status).toBe(201);
    expect(
      (await storedLeads()).some(
        (row) => row.kind === 'partner' && row.email === 'karim@example.com',
      ),
    ).toBe(true);
  });

  it.each(Object.entries(cvFiles))(
    'stores a career application with a %s CV beside the database, under a random name',
    async (_, cv) => {
      const response = await formsRoute(
        multipartRequest('/api/forms/career', {
          ...contact,
          position: 'Property Consultant',
          cv: cv(),
        }),
        formParams('career'),
      );
      expect(response.status).toBe(201);
      const lead = (await storedLeads()).filter((row) => row.kind === 'career').at(-1);
      // PostgreSQL: in the database, which every instance reads; SQLite: a file beside it.
      expect(lead?.cv_file).toMatch(
        store.databaseUrl
          ? /^database\/[0-9a-f-]{36}\.(pdf|docx?)$/
          : /^uploads\/[0-9a-f-]{36}\.(pdf|docx?)$/,
      );
      const stored = await readCv(lead?.cv_file ?? '');
      expect(stored?.equals(Buffer.from(await cv().arrayBuffer()))).toBe(true);
      if (!store.databaseUrl)
        expect((await fs.stat(path.join(store.dataDir, lead?.cv_file ?? ''))).mode & 0o777).toBe(
          0o600,
        );
    },
  );

  it('stores a listing enquiry with the listing in its own column', async () => {
    const response = await formsRoute(
      multipartRequest('/api/forms/listing', {
        ...contact,
        message: 'Is the villa still available?',
        listing: 'hills-park-villa',
      }),
      formParams('listing'),
    );
    expect(response.status).toBe(201);
    const lead = (await storedLeads()).find((row) => row.kind === 'listing');
    expect(lead?.listing_slug).toBe('hills-park-villa');
    expect(JSON.parse(lead?.details ?? '')).toEqual({ message: 'Is the villa still available?' });
  });

  it('answers 400 for an enquiry about a listing we do not have', async () => {
    const response = await formsRoute(
      multipartRequest('/api/forms/listing', { ...contact, listing: '../../etc/passwd' }),
      formParams('listing'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { listing: 'notValid' } });
  });

  it('answers 404 for a form that does not exist', async () => {
    const response = await formsRoute(
      multipartRequest('/api/forms/other', contact),
      formParams('other'),
    );
    expect(response.status).toBe(404);
  });
});

describe('POST /postback', () => {
  const received: string[] = [];
  const tracker = http.createServer((request, response) => {
    received.push(request.url ?? '');
    response.end('ok');
  });
  afterAll(() => new Promise((resolve) => tracker.close(resolve)));

  async function storedLeadId(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead(overrides)));
    return ((await response.json()) as { data: { id: string } }).data.id;
  }

  it('reports a stored lead once, with its own token URL-encoded, however often it is posted', async () => {
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
    const { port } = tracker.address() as AddressInfo;
    const leadId = await storedLeadId({ clickid: 'a b&c=d', utm_campaign: 'winter/offplan' });
    process.env.POSTBACK_URL_TEMPLATE = `http://127.0.0.1:${port}/conv?cid={clickid}&b={bclickid}&src={utm_source}&c={utm_campaign}&x={unknown}`;
    try {
      // The body's own token is ignored: attribution is the stored lead's.
      const posts = await Promise.all(
        [1, 2, 3].map(() =>
          postbackRoute(jsonRequest('/postback', { leadId, clickid: 'forged', utm_source: 'x' })),
        ),
      );
      expect(posts.map((response) => response.status)).toEqual([204, 204, 204]);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toBe(
        '/conv?cid=a%20b%26c%3Dd&b=bclk-456&src=facebook&c=winter%2Foffplan&x=',
      );
      const db = await getLeadStore();
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('conversions')
                .select('postback_status')
                .where('lead_id', '=', leadId)
                .executeTakeFirst()
            )?.postback_status,
        )
        .toBe('sent');
      expect(await countRows('conversions')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toHaveLength(1);
    } finally {
      delete process.env.POSTBACK_URL_TEMPLATE;
    }
  });

  it('records and fires nothing without a leadId or for a lead that does not exist', async () => {
    const { port } = tracker.address() as AddressInfo;
    process.env.POSTBACK_URL_TEMPLATE = `http://127.0.0.1:${port}/conv?cid={clickid}`;
    const before = received.length;
    try {
      const without = await postbackRoute(jsonRequest('/postback', { ...pageContext }));
      expect(without.status).toBe(400);
      expect(await without.json()).toMatchObject({ errors: { leadId: 'required' } });
      const unknown = await postbackRoute(
        jsonRequest('/postback', { leadId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknown.status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.length).toBe(before);
      expect(await countRows('conversions')).toBe(1);
    } finally {
      delete process.env.POSTBACK_URL_TEMPLATE;
    }
  });

  it('answers 204 even when the postback URL does not answer', async () => {
    process.env.POSTBACK_URL_TEMPLATE = 'http://127.0.0.1:9/unreachable?cid={clickid}';
    try {
      const before = await countRows('conversions');
      const response = await postbackRoute(
        jsonRequest('/postback', { leadId: await storedLeadId() }),
      );
      expect(response.status).toBe(204);
      expect(await countRows('conversions')).toBe(before + 1);
    } finally {
      delete process.env.POSTBACK_URL_TEMPLATE;
    }
  });
});

describe('POST /started_chat', () => {
  it('records the chat start with its token', async () => {
    const response = await startedChatRoute(
      jsonRequest('/started_chat', { utm_source: 'google', clickid: 'g-1' }),
    );
    expect(response.status).toBe(204);
    const db = await getLeadStore();
    expect(await db.selectFrom('chat_starts').selectAll().execute()).toEqual([
      expect.objectContaining({ utm_source: 'google', clickid: 'g-1' }),
    ]);
  });

  it('stores an organic visitor who names the page', async () => {
    const before = await countRows('chat_starts');
    const response = await startedChatRoute(
      jsonRequest('/started_chat', { fullUrl: pageContext.fullUrl }),
    );
    expect(response.status).toBe(204);
    expect(await countRows('chat_starts')).toBe(before + 1);
  });

  it('answers a body with no token and no page 204, and stores nothing', async () => {
    const before = await countRows('chat_starts');
    for (const body of [{}, { locale: 'en' }, { utm_source: '' }]) {
      expect((await startedChatRoute(jsonRequest('/started_chat', body))).status).toBe(204);
    }
    expect(await countRows('chat_starts')).toBe(before);
  });
});

describe('bots', () => {
  it.each([
    ['a filled honeypot', 'honeypot', () => ({ website: 'http://spam.example' })],
    ['a form submitted within 2 s', 'fast-fill', () => ({ formStartedAt: Date.now() - 1_500 })],
    ['a form submitted at once', 'fast-fill', () => ({ formStartedAt: String(Date.now()) })],
  ])('answers %s exactly like a person and keeps it in quarantine', async (_, reason, botTrap) => {
    const trap = botTrap();
    const before = await countRows('leads');
    const leadResponse = await leadsRoute(jsonRequest('/api/leads', requestCallLead(trap)));
    expect(leadResponse.status).toBe(201);
    const { data } = (await leadResponse.json()) as { data: { id: string } };
    expect(data).toEqual({ id: expect.any(String) });

    const questionnaireResponse = await questionnairesRoute(
      jsonRequest('/api/questionnaires', questionnaire(trap)),
    );
    expect(questionnaireResponse.status).toBe(201);

    const formFields = {
      name: 'Spam Bot',
      phone: '+971501234567',
      email: 'bot@example.com',
      ...pageContext,
      ...Object.fromEntries(Object.entries(trap).map(([k, v]) => [k, String(v)])),
    };
    const formResponse = await formsRoute(
      multipartRequest('/api/forms/partner', formFields),
      formParams('partner'),
    );
    expect(formResponse.status).toBe(201);
    expect(await formResponse.json()).toMatchObject({
      message: 'Information was sent successfully!',
    });
    const careerResponse = await formsRoute(
      multipartRequest('/api/forms/career', { ...formFields, cv: cvFiles.pdf() }),
      formParams('career'),
    );
    expect(careerResponse.status).toBe(201);

    const held = (await storedLeads()).slice(before);
    expect(held.map((lead) => lead.kind).sort()).toEqual([
      'career',
      'partner',
      'questionnaire',
      'request-call',
    ]);
    for (const lead of held) {
      expect(lead).toMatchObject({ forward_status: 'quarantined', quarantine_reason: reason });
    }
    // A bot's postback for its quarantined lead is held, not fired.
    expect(
      (await postbackRoute(jsonRequest('/postback', { leadId: data.id, ...trap }))).status,
    ).toBe(204);
  });

  it('accepts a person who took their time, and a submission without formStartedAt', async () => {
    const before = await countRows('leads');
    expect(
      (
        await leadsRoute(
          jsonRequest(
            '/api/leads',
            requestCallLead({ formStartedAt: Date.now() - 15_000, website: '' }),
          ),
        )
      ).status,
    ).toBe(201);
    expect((await leadsRoute(jsonRequest('/api/leads', requestCallLead()))).status).toBe(201);
    expect(await countRows('leads')).toBe(before + 2);
    const latest = (await storedLeads()).slice(-2);
    expect(latest.map((lead) => lead.quarantine_reason)).toEqual([null, null]);
  });
});
