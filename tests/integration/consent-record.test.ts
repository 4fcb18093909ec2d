import { describe, expect, it } from 'vitest';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as questionnairesRoute } from '@/app/api/questionnaires/route';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/notice';
import { crmRequestFor } from '@/lib/server/crm/payloads';
import { leadConsent } from '@/lib/server/admin/lead-consent';
import {
  cvFiles,
  formParams,
  jsonRequest,
  multipartRequest,
  pageContext,
  provideTestStore,
  questionnaire,
  requestCallLead,
  storedLeads,
} from './support/lead-service';

provideTestStore();

/** The lead a 201 answer names, as stored. */
async function storedFrom(response: Response) {
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  const lead = (await storedLeads()).find((row) => row.id === data.id);
  if (!lead) throw new Error('the lead was not stored');
  return lead;
}

describe('what the visitor was told and chose (docs/design.md §15)', () => {
  it('a request call stores the notice version, its time and a ticked marketing box', async () => {
    const before = new Date().toISOString();
    const lead = await storedFrom(
      await leadsRoute(
        jsonRequest(
          '/api/leads',
          requestCallLead({ noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true }),
        ),
      ),
    );
    expect(lead.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(lead.notice_at! >= before).toBe(true);
    expect(lead.marketing_consent).toBe(1);
    // Not an answer of the form: kept out of the details the back office lists.
    expect(JSON.parse(lead.details)).not.toHaveProperty('marketingConsent');
    expect(JSON.parse(lead.details)).not.toHaveProperty('noticeVersion');
    // The back office's lead page reads the same.
    expect(await leadConsent(lead.id)).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAt: lead.notice_at,
      marketing: true,
    });
    // The CRM receives them with the lead.
    const crm = await crmRequestFor(lead);
    expect(JSON.parse(crm.body as string)).toMatchObject({
      privacyNotice: { version: PRIVACY_NOTICE_VERSION, at: lead.notice_at },
      marketingConsent: true,
    });
  });

  it('an unticked box is stored as a refusal, not as "not asked"', async () => {
    const lead = await storedFrom(
      await questionnairesRoute(
        jsonRequest(
          '/api/questionnaires',
          questionnaire({ noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false }),
        ),
      ),
    );
    expect(lead.marketing_consent).toBe(0);
    expect(lead.notice_version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('a page form sends them as text, and they are stored as for JSON', async () => {
    const lead = await storedFrom(
      await formsRoute(
        multipartRequest('/api/forms/sell', {
          name: 'Karim Nassar',
          phone: '+971552223344',
          ...pageContext,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          marketingConsent: 'true',
        }),
        formParams('sell'),
      ),
    );
    expect(lead.marketing_consent).toBe(1);
    expect(lead.notice_version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('an application has no marketing box: nothing is stored as a choice', async () => {
    const lead = await storedFrom(
      await formsRoute(
        multipartRequest('/api/forms/career', {
          name: 'Karim Nassar',
          phone: '+971552223344',
          email: 'karim@example.com',
          ...pageContext,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          marketingConsent: 'true',
          cv: cvFiles.pdf(),
        }),
        formParams('career'),
      ),
    );
    expect(lead.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(lead.marketing_consent).toBeNull();
  });

  it('a lead kept from before the notice was shown records none', async () => {
    const lead = await storedFrom(await leadsRoute(jsonRequest('/api/leads', requestCallLead())));
    expect([lead.notice_version, lead.notice_at, lead.marketing_consent]).toEqual([
      null,
      null,
      null,
    ]);
    expect(JSON.parse((await crmRequestFor(lead)).body as string)).not.toHaveProperty(
      'marketingConsent',
    );
  });

  it('refuses a notice version that is not one', async () => {
    const response = await leadsRoute(
      jsonRequest('/api/leads', requestCallLead({ noticeVersion: 'latest', marketingConsent: 1 })),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['marketingConsent', 'noticeVersion']);
  });
});
