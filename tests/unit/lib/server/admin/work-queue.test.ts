import { describe, expect, it } from 'vitest';
import { auditWords } from '@/lib/server/admin/audit-words';
import {
  contactLinks,
  greetingLocales,
  phoneSearchPrefix,
  readablePhone,
  whatsappGreeting,
} from '@/lib/server/admin/contact';
import { may, leadAccess, worksEveryExpert, type Staff } from '@/lib/server/admin/roles';
import { ageText, slaDueAt } from '@/lib/server/admin/sla';
import { parseBookingHours } from '@/lib/server/bookings/hours';
import { locales } from '@/lib/i18n/locales';

const week = parseBookingHours('mon-fri 10:00-19:00');

describe('the first-contact SLA', () => {
  it('runs 15 minutes of working time from a lead that arrives inside the hours', () => {
    // Tuesday 2026-11-24 11:00 Dubai = 07:00 UTC.
    expect(slaDueAt(new Date('2026-11-24T07:00:00Z'), 15, week).toISOString()).toBe(
      '2026-11-24T07:15:00.000Z',
    );
  });

  it('starts at the next opening for a lead that arrives at night or on a weekend', () => {
    // Tuesday 22:30 Dubai: due Wednesday 10:15 Dubai (06:15 UTC).
    expect(slaDueAt(new Date('2026-11-24T18:30:00Z'), 15, week).toISOString()).toBe(
      '2026-11-25T06:15:00.000Z',
    );
    // Friday 18:55 Dubai: 5 minutes on Friday, 10 on Monday.
    expect(slaDueAt(new Date('2026-11-27T14:55:00Z'), 15, week).toISOString()).toBe(
      '2026-11-30T06:10:00.000Z',
    );
  });

  it('writes a lead’s age for reading', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(ageText('2026-11-24T09:56:00Z', now)).toBe('4 min');
    expect(ageText('2026-11-24T07:55:00Z', now)).toBe('2 h 5 min');
    expect(ageText('2026-11-21T06:00:00Z', now)).toBe('3 d 4 h');
  });
});

describe('one tap to talk', () => {
  it('formats a number for reading and dials its digits', () => {
    const links = contactLinks({ phone: '+971524447788', locale: 'en', name: 'Omar Haddad' });
    expect(links.display).toBe('+971 52 444 7788');
    expect(links.tel).toBe('tel:+971524447788');
    expect(readablePhone('not a number')).toBe('not a number');
  });

  it('opens WhatsApp on the lead’s number with a greeting in their language', () => {
    const links = contactLinks({
      phone: '+79161234567',
      locale: 'ru',
      name: 'Ivan Petrov',
      expert: 'Dmitri Volkov',
    });
    const url = new URL(links.whatsapp);
    expect(url.origin + url.pathname).toBe('https://wa.me/79161234567');
    expect(url.searchParams.get('text')).toBe(
      'Здравствуйте, Ivan! Это Dmitri, Meridian Gate. Спасибо за заявку — вам удобно сейчас поговорить?',
    );
  });

  it('has a greeting of its own for each of the 13 languages', () => {
    expect([...greetingLocales].sort()).toEqual([...locales].sort());
    const texts = locales.map((locale) => whatsappGreeting(locale, 'Sam Lee', 'Layla Haddad'));
    expect(new Set(texts).size).toBe(13);
    for (const text of texts) {
      expect(text).toContain('Sam');
      expect(text).toContain('Layla');
      expect(text).not.toContain('Lee');
      expect(text).not.toMatch(/undefined|\{|\}/);
    }
    expect(whatsappGreeting('zz', 'Sam')).toMatch(/^Hello Sam, this is the team/);
  });

  it('reads a number as people type it into the search', () => {
    for (const typed of ['050 123 4567', '0501234567', '050-123-4567', '(050) 123 4567'])
      expect(phoneSearchPrefix(typed), typed).toBe('+971501234567');
    expect(phoneSearchPrefix('00971 50 123 4567')).toBe('+971501234567');
    expect(phoneSearchPrefix('+971 50 123')).toBe('+97150123');
    expect(phoneSearchPrefix('971501234567')).toBe('+971501234567');
    expect(phoneSearchPrefix('050 12')).toBe('+9715012');
    expect(phoneSearchPrefix('Amira')).toBeUndefined();
    expect(phoneSearchPrefix('12')).toBeUndefined();
  });
});

describe('the manager role', () => {
  const manager: Staff = { id: 'm', email: 'm@x.test', name: 'M', role: 'manager', agentId: null };

  it('works every lead, reassigns, reads calls, hours and figures; not staff or refunds', () => {
    for (const permission of [
      'leads.read',
      'leads.work',
      'leads.reassign',
      'leads.release',
      'campaigns.read',
      'calls.read',
      'hours.edit',
      'account.self',
    ] as const)
      expect(may('manager', permission), permission).toBe(true);
    expect(may('manager', 'staff.manage')).toBe(false);
    expect(may('manager', 'leads.refund')).toBe(false);
    expect(leadAccess(manager)).toEqual({ contact: true, agentId: undefined });
    expect(worksEveryExpert(manager)).toBe(true);
    expect(worksEveryExpert({ role: 'sales' })).toBe(false);
  });
});

describe('the audit in words', () => {
  const context = { actor: 'Sophie', agentName: (id: string) => `<${id}>`, freeText: true };
  const samples: [string, Record<string, unknown>][] = [
    ['lead.status', { status: 'lost', reason: 'bought elsewhere' }],
    ['lead.note', { length: 141 }],
    ['lead.reassign', { from: 'sophie-van-den-berg', to: 'layla-haddad' }],
    ['lead.release', {}],
    ['lead.refund-requested', { refund: 're_1', amount: 500000, status: 'pending' }],
    ['lead.contact', { via: 'whatsapp', responseSeconds: 250 }],
    ['lead.next-action', { at: '2026-11-27T10:00:00.000Z', text: 'Call back' }],
    ['call.move', { from: '2026-12-01 10:00', to: '2026-12-02 11:00' }],
    ['read.search', { query: '050 123' }],
    ['read.export', { what: 'leads', rows: 3, filters: 'kind=spot' }],
    ['staff.role', { email: 'a@b.test', from: { role: 'sales' }, to: { role: 'manager' } }],
    ['something.new', { nested: { json: true } }],
  ];

  it('never shows JSON', () => {
    for (const [action, detail] of samples) {
      const words = auditWords(action, detail, context);
      expect(`${words.what} ${words.detail ?? ''}`, action).not.toMatch(/[{}"]/);
    }
    expect(auditWords('lead.reassign', samples[2]![1], context).what).toBe(
      'Sophie handed the lead from <sophie-van-den-berg> to <layla-haddad>',
    );
    expect(auditWords('lead.note', { length: 141 }, context).what).toBe('Sophie added a note');
  });

  it('leaves out free text for a reader who may not see it', () => {
    const quiet = { ...context, freeText: false };
    expect(auditWords('lead.status', samples[0]![1], quiet).detail).toBeUndefined();
    expect(auditWords('lead.next-action', samples[6]![1], quiet).detail).toBeUndefined();
  });
});
