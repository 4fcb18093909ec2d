import type { Payload } from 'payload';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as assignedAgentRoute } from '@/app/api/agents/assigned/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { forgetCachedExperts } from '@/lib/content/experts-cache';
import type { Agent } from '@/lib/leads/agent';
import { listAgents } from '@/lib/server/agents/directory';
import { getLeadStore } from '@/lib/server/database/connection';
import { seededAgents } from '@/tests/support/seed-experts';
import { openContent } from './support/content';
import { getRequest, jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

/**
 * docs/content.md and docs/lead-service.md "Agents without a CRM": the experts staff edit in the
 * content system are the agents leads go to, the request-call card shows and the mails reach.
 */
provideTestStore({ SALES_EMAIL: 'sales@example.com' });

let payload: Payload;
let getPresenters: typeof import('@/lib/experts/store').getPresenters;

beforeAll(async () => {
  // The test store's content database, which it seeded with the launch experts (and closes).
  payload = await openContent();
  // Loaded now: the content configuration reads DATABASE_URL when it is imported.
  ({ getPresenters } = await import('@/lib/experts/store'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function editExpert(
  agentId: string,
  data: Record<string, unknown>,
  locale = 'en',
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'experts',
    where: { agentId: { equals: agentId } },
    limit: 1,
    depth: 0,
  });
  await payload.update({ collection: 'experts', id: docs[0]!.id, data, locale: locale as 'en' });
}

/** The card's expert for a page in `locale` (GET /api/agents/assigned), or none (404). */
async function cardExpert(locale: string): Promise<Agent | undefined> {
  const response = await assignedAgentRoute(getRequest(`/api/agents/assigned?locale=${locale}`));
  if (response.status === 404) return undefined;
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Agent }).data;
}

let visitors = 0;
/** A request-call lead from someone new (or `contact` again); its stored expert. */
async function leadFrom(
  locale: string,
  contact = { phone: `+49170555${String(visitors).padStart(4, '0')}`, email: `v${visitors}@x.de` },
) {
  visitors += 1;
  const response = await leadsRoute(
    jsonRequest('/api/leads', requestCallLead({ locale, ...contact })),
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  const db = await getLeadStore();
  const row = await db
    .selectFrom('leads')
    .select('agent_id')
    .where('id', '=', data.id)
    .executeTakeFirstOrThrow();
  return { id: data.id, agentId: row.agent_id, contact };
}

describe('the experts of the content system, without a CRM', { timeout: 120_000 }, () => {
  it('are the agents: the seeded experts, as the content store holds them', async () => {
    expect(await listAgents()).toEqual(seededAgents);
    const german = await cardExpert('de');
    expect(['sophie-van-den-berg', 'mehmet-yilmaz']).toContain(german?.id);
  });

  it('give an inactive expert no new lead, not even a returning contact’s, and do not show them', async () => {
    // Sophie and Mehmet speak German; the first German lead goes to one, the second to the other.
    const first = await leadFrom('de');
    const second = await leadFrom('de');
    const sophiesLead = [first, second].find((lead) => lead.agentId === 'sophie-van-den-berg')!;
    expect(sophiesLead).toBeDefined();

    await editExpert('sophie-van-den-berg', { active: false });
    expect((await listAgents()).map((agent) => agent.id)).not.toContain('sophie-van-den-berg');
    for (let lead = 0; lead < 4; lead++)
      expect((await leadFrom('de')).agentId).toBe('mehmet-yilmaz');
    expect((await leadFrom('de', sophiesLead.contact)).agentId).toBe('mehmet-yilmaz');
    for (let view = 0; view < 3; view++) expect((await cardExpert('de'))?.id).toBe('mehmet-yilmaz');

    await editExpert('sophie-van-den-berg', { active: true });
    // Mehmet now has six more leads than she does: the next German leads are hers.
    expect((await leadFrom('de')).agentId).toBe('sophie-van-den-berg');
    expect((await cardExpert('de'))?.id).toBe('sophie-van-den-berg');
  });

  it('show an expert’s new phone on the card, and send their lead mail to their new address', async () => {
    await editExpert('ji-won-park', { phone: '+971 55 123 4567', email: 'jiwon@new.example' });
    const card = await cardExpert('ko');
    expect(card).toMatchObject({
      id: 'ji-won-park',
      phone_country: { phone_code: '+971' },
      phone: '551234567',
    });
    expect(card).not.toHaveProperty('email');

    const lead = await leadFrom('ko');
    expect(lead.agentId).toBe('ji-won-park');
    const db = await getLeadStore();
    const recipients = await db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(recipients.map((mail) => mail.recipient).sort()).toEqual([
      'jiwon@new.example',
      'sales@example.com',
    ]);
  });

  it('write an expert’s name in the scripts their profile spells it in', async () => {
    await editExpert('giulia-conti', { nameScripts: { cyrillic: 'Джулия Конти-Росси' } });
    const giulia = (await listAgents()).find((agent) => agent.id === 'giulia-conti');
    expect(giulia?.names).toEqual({
      ar: 'جوليا كونتي',
      he: 'ג׳וליה קונטי',
      ko: '줄리아 콘티',
      ru: 'Джулия Конти-Росси',
    });
  });

  it('give the card the title written for its page’s language, the English one kept', async () => {
    await editExpert('mehmet-yilmaz', { title: 'Verkaufsleiter für Off-Plan-Projekte' }, 'de');
    const mehmet = (await listAgents()).find((agent) => agent.id === 'mehmet-yilmaz');
    expect(mehmet?.roles).toEqual({ de: 'Verkaufsleiter für Off-Plan-Projekte' });
    expect(mehmet?.role).toBe(seededAgents.find((agent) => agent.id === 'mehmet-yilmaz')?.role);
  });

  it('store a lead without an expert when none is active, and show no card', async () => {
    const { docs } = await payload.find({ collection: 'experts', pagination: false, depth: 0 });
    await payload.update({ collection: 'experts', where: {}, data: { active: false } });
    try {
      expect(await listAgents()).toEqual([]);
      expect((await leadFrom('en')).agentId).toBe('');
      expect(await cardExpert('en')).toBeUndefined();
    } finally {
      for (const doc of docs)
        await payload.update({
          collection: 'experts',
          id: doc.id,
          data: { active: (doc as { active?: boolean }).active ?? true },
        });
    }
    expect((await listAgents()).length).toBe(seededAgents.length);
  });

  it('hold no lead up while the content store is slow: the experts last read take it', async () => {
    const listed = await listAgents();
    const find = payload.find.bind(payload);
    const slowFind = vi.spyOn(payload, 'find').mockImplementation(async (options) => {
      if (options.collection === 'experts')
        await new Promise((resolve) => setTimeout(resolve, 3000));
      return find(options as never) as never;
    });
    // As after an edit on this instance: the next lead reads the experts again, slowly.
    forgetCachedExperts();
    const started = performance.now();
    const lead = await leadFrom('he');
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(lead.agentId).toBe('noa-ben-david');
    expect(slowFind).toHaveBeenCalled();
    // The read finishes and is kept: the next lead does not wait again.
    await expect.poll(() => listAgents(), { timeout: 10_000 }).toEqual(listed);
  });

  it('reads the content store once per period, not per lead', async () => {
    await listAgents();
    const find = vi.spyOn(payload, 'find');
    for (let lead = 0; lead < 5; lead++) await leadFrom('it');
    await Promise.all([cardExpert('it'), cardExpert('fr'), listAgents()]);
    expect(find.mock.calls.filter(([options]) => options.collection === 'experts')).toEqual([]);
  });

  it('present the experts a page names, active or not, in the page’s language', async () => {
    const taiwan = await getPresenters('roadshow-taiwan', 'ar');
    expect(taiwan.map((expert) => expert.id)).toEqual([
      'chen-yi-ting',
      'daniel-lin',
      'omar-haddad',
    ]);
    expect(taiwan[2]).toEqual({
      id: 'omar-haddad',
      name: 'عمر حداد',
      gender: 'male',
      title: { text: 'رئيس علاقات المطورين' },
      bio: { text: expect.stringMatching(/^يعمل عمر /) },
      speaks: { text: expect.stringMatching(/العربية/) },
      initials: 'عح',
    });
    // The speakers take no leads.
    expect((await listAgents()).map((agent) => agent.id)).not.toContain('omar-haddad');

    const [layla, ...others] = await getPresenters('video', 'de');
    expect(others).toEqual([]);
    expect(layla).toMatchObject({
      name: 'Layla Haddad',
      title: { text: 'Senior-Immobilienberaterin' },
      bio: { text: expect.stringMatching(/^Layla berät seit mehr als zwölf Jahren/) },
      photo: expect.stringMatching(/^\/admin\/content\/api\/media\/file\/layla-haddad.*\.webp$/),
    });
  });

  it('show an edit of what an expert presents and their bio, English where a language has none', async () => {
    await editExpert('omar-haddad', { presents: ['roadshow-taiwan', 'video'] });
    await editExpert('omar-haddad', { bio: '' }, 'ko');
    const video = await getPresenters('video', 'ko');
    expect(video.map((expert) => expert.id)).toEqual(['layla-haddad', 'omar-haddad']);
    expect(video[1]?.bio).toEqual({ text: expect.stringMatching(/^Omar works daily/), lang: 'en' });
    await editExpert('omar-haddad', { presents: ['roadshow-taiwan'] });
    expect((await getPresenters('video', 'ko')).map((expert) => expert.id)).toEqual([
      'layla-haddad',
    ]);
  });
});
