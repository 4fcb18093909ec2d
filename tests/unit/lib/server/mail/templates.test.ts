import { describe, expect, it, vi } from 'vitest';

// The first render loads React's server renderer and a message file.
vi.setConfig({ testTimeout: 30_000 });
import type { LeadsTable } from '@/lib/server/database/schema';
import { seededAgent } from '@/tests/support/seed-experts';
import { bookingMails } from '@/lib/server/mail/booking-mail';
import { staffLeadMails } from '@/lib/server/mail/staff-lead-mail';
import { renderStoredTemplate } from '@/lib/server/mail/stored-template';

const layla = seededAgent('layla-haddad');

function lead(overrides: Partial<LeadsTable> = {}): LeadsTable {
  return {
    id: '7d4a3c52-1b9e-4f6a-9a65-0d3b2f7e8c11',
    created_at: '2026-11-25T09:30:00.000Z',
    kind: 'spot',
    name: 'Amira Saleh',
    phone: '+971501234567',
    email: 'amira@example.com',
    locale: 'en',
    full_url: 'https://meridiangate.ae/dubai-insiders-club',
    landing_page: 'https://meridiangate.ae/dubai-insiders-club',
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: 'winter-offplan',
    utm_content: null,
    clickid: 'clk-123',
    bclickid: null,
    details: JSON.stringify({ s1: { date: '2030-01-08', time: '14:00' }, expert: layla.name }),
    listing_slug: null,
    cv_file: null,
    client_address: null,
    user_agent: null,
    forward_status: 'not-configured',
    forward_attempts: 0,
    forward_next_attempt_at: null,
    forward_locked_until: null,
    forward_last_error: null,
    forwarded_at: null,
    forward_revision: 0,
    payment_status: 'paid',
    payment_intent_id: 'pi_123',
    payment_amount: 500_000,
    payment_currency: 'aed',
    payment_secret_hash: null,
    reservation_key: null,
    quarantine_reason: null,
    released_at: null,
    idempotency_key: null,
    idempotency_fingerprint: null,
    agent_id: layla.id,
    time_zone: 'Europe/Berlin',
    manage_token_hash: null,
    call_status: 'booked',
    call_sequence: 0,
    notice_version: null,
    notice_at: null,
    marketing_consent: null,
    ...overrides,
  };
}

const slot = { date: '2030-01-08', time: '14:00' };
const manageUrl = 'https://meridiangate.ae/booking/token';

async function confirmation(locale: string) {
  const mails = await bookingMails({
    lead: lead({ locale }),
    agent: layla,
    event: 'booked',
    slot,
    manageUrl,
  });
  return mails.find((mail) => mail.recipient === 'amira@example.com')!;
}

describe("the investor's booking confirmation", () => {
  it('is English for en, with Dubai time, the visitor’s time, the expert, the payment and the link', async () => {
    const mail = await confirmation('en');
    expect(mail.subject).toBe('Your call with Layla Haddad on Tuesday, January 8, 2030 at 2:00 PM');
    expect(mail.html).toContain('<html dir="ltr" lang="en-US">');
    expect(mail.text).toMatch(/Dubai time: Tuesday, January 8, 2030 at 2:00 PM/);
    expect(mail.text).toMatch(/Your time \(Europe\/Berlin\): Tuesday, January 8, 2030 at 11:00 AM/);
    expect(mail.text).toMatch(/Payment: AED\s?5,000 received/);
    expect(mail.text).toContain(manageUrl);
    expect(mail.attachments?.[0]?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('is German for de', async () => {
    const mail = await confirmation('de');
    expect(mail.subject).toBe('Ihr Gespräch mit Layla Haddad am Dienstag, 8. Januar 2030 um 14:00');
    expect(mail.html).toContain('<html dir="ltr" lang="de">');
    expect(mail.text).toContain('Ortszeit Dubai');
    expect(mail.text).toContain('Gespräch verschieben oder absagen');
  });

  it('is Arabic and right to left for ar', async () => {
    const mail = await confirmation('ar');
    expect(mail.subject).toContain('مكالمتك مع ليلى حداد');
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('توقيت دبي');
  });

  it('greets with the name field only, never as a link a mail client could follow', async () => {
    for (const name of [
      'http://evil.example',
      'www.evil.example/x',
      'Visit evil.example',
      'me@evil.example',
    ]) {
      const mails = await bookingMails({
        lead: lead({ locale: 'en', name }),
        agent: layla,
        event: 'booked',
        slot,
        manageUrl,
      });
      for (const mail of mails) {
        // What an autolinker looks for: a scheme, a host with a dot, an address.
        for (const part of [mail.html, mail.text, mail.subject])
          expect(part).not.toMatch(/evil\.example|https?:\/\/evil|@evil/);
        // No link leads there (the WhatsApp row's link goes to wa.me with the name as its text).
        expect(mail.html).not.toMatch(/href="(?:[a-z]+:)?(?:\/\/)?[^"/?]*evil/);
        // The name still reads the same: the marks are invisible.
        expect(mail.text.replace(/\u2060/g, '')).toContain(name);
      }
    }
  });

  it('sends the expert an English mail with the same invitation', async () => {
    const mails = await bookingMails({
      lead: lead({ locale: 'de' }),
      agent: layla,
      event: 'booked',
      slot,
      manageUrl,
    });
    const expert = mails.find((mail) => mail.recipient === layla.email)!;
    expect(expert.subject).toBe('Club call booked: Amira Saleh, 2030-01-08 14:00 Dubai time');
    expect(expert.locale).toBe('en');
    const invitation = expert.attachments?.[0]?.content ?? '';
    expect(invitation).toContain('DTSTART:20300108T100000Z');
    expect(invitation).toContain(`UID:${lead().id}@localhost`);
  });

  it('cancels with METHOD:CANCEL and a higher SEQUENCE, under the same UID', async () => {
    const mails = await bookingMails({
      lead: lead({ call_sequence: 2, call_status: 'cancelled' }),
      agent: layla,
      event: 'cancelled',
      slot,
      manageUrl,
    });
    for (const mail of mails) {
      const invitation = mail.attachments?.[0]?.content ?? '';
      expect(invitation).toContain('METHOD:CANCEL');
      expect(invitation).toContain('SEQUENCE:2');
      expect(invitation).toContain(`UID:${lead().id}@localhost`);
      expect(mail.revision).toBe(2);
    }
  });
});

describe("the staff's lead mail", () => {
  it('holds every field, the attribution, the answers and the CV as a back-office link', async () => {
    const questionnaire = lead({
      kind: 'career',
      email: null,
      payment_status: null,
      details: JSON.stringify({
        position: 'Consultant',
        questions: [{ question: 'What is the goal of your investment?', answer: 'Rental income' }],
      }),
      cv_file: 'cv/abc.pdf',
    });
    const mails = await staffLeadMails(questionnaire, layla);
    expect(mails.map((mail) => mail.recipient)).toEqual(['hello@meridiangate.ae', layla.email]);
    const [mail] = mails;
    expect(mail?.text).toContain('+971501234567');
    expect(mail?.text).toContain('winter-offplan');
    expect(mail?.text).toMatch(/What is the goal of your investment\?: Rental income/);
    // Queued with its parts; the mail worker renders the HTML when it sends.
    expect(mail?.html).toBe('');
    const html = await renderStoredTemplate(mail!.template!);
    expect(html).toContain(`/admin/leads/${questionnaire.id}/cv`);
    expect(html).toContain(`/admin/leads/${questionnaire.id}"`);
    expect(html).toContain('Rental income');
  });

  it('is queued without rendering: its parts wait for the worker, the same for each recipient', async () => {
    const mails = await staffLeadMails(lead(), layla);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).toBe('');
      expect(JSON.parse(mail.template!)).toMatchObject({
        template: 'staff',
        props: { heading: 'New spot lead', action: { href: expect.stringContaining('/admin/') } },
      });
    }
    expect(mails[0]?.template).toBe(mails[1]?.template);
  });

  it("renders a lead's mail once for both its recipients", async () => {
    const [sales, expert] = await staffLeadMails(
      lead({ id: 'c1a0e7de-4a43-4f55-9a4e-1f5f0e0b9d21' }),
      layla,
    );
    const first = renderStoredTemplate(sales!.template!);
    expect(renderStoredTemplate(expert!.template!)).toBe(first);
    expect(await first).toContain('Amira Saleh');
  });

  it('refuses a stored template that is not a staff mail', async () => {
    await expect(renderStoredTemplate('{"template":"other","props":{}}')).rejects.toThrow();
    await expect(renderStoredTemplate('not json')).rejects.toThrow();
  });
});
