import { describe, expect, it } from 'vitest';
import { leadSchema } from '@/lib/leads/lead';

const booking = {
  kind: 'spot',
  name: 'Amira Saleh',
  email: 'amira@example.com',
  phone: '+971501234567',
  s1: { date: '2030-01-07', time: '10:00' },
  agentId: 'layla-haddad',
  locale: 'en',
  fullUrl: 'https://meridiangate.ae/dubai-insiders-club',
};

const zoneOf = (timeZone: unknown) => {
  const parsed = leadSchema.parse({ ...booking, timeZone });
  return parsed.kind === 'spot' ? parsed.timeZone : 'not a booking';
};

describe('the booking’s time zone (docs/design.md §11)', () => {
  it('keeps an IANA zone the wizard sends', () => {
    expect(zoneOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneOf('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it('drops a zone nobody has, or anything else, and keeps the booking', () => {
    expect(zoneOf('Mars/Olympus_Mons')).toBeUndefined();
    expect(zoneOf('../../etc/passwd')).toBeUndefined();
    expect(zoneOf('x'.repeat(65))).toBeUndefined();
    expect(zoneOf(42)).toBeUndefined();
    expect(zoneOf(undefined)).toBeUndefined();
  });
});
