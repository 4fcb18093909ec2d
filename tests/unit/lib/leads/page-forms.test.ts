import { describe, expect, it } from 'vitest';
import {
  careerPageFormSchema,
  listingPageFormSchema,
  partnerPageFormSchema,
  sellPageFormSchema,
} from '@/lib/leads/forms';

const contact = { name: 'Amira Haddad', email: 'amira@example.com' };

describe('page forms in the browser', () => {
  it.each([
    ['sell', sellPageFormSchema],
    ['partner', partnerPageFormSchema],
  ] as const)('%s: a valid number of the chosen country is kept as E.164', (_, schema) => {
    const result = schema.safeParse({ ...contact, phone: '+49 151 12345678', country: 'DE' });
    expect(result.success && result.data.phone).toBe('+4915112345678');
  });

  it.each([
    ['sell', sellPageFormSchema],
    ['partner', partnerPageFormSchema],
  ] as const)('%s: a number of another country than the chosen one is refused', (_, schema) => {
    const result = schema.safeParse({ ...contact, phone: '+4915112345678', country: 'AE' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'phoneWrong'],
    ]);
  });

  it('career: a CV and a number of the chosen country pass; another country does not', async () => {
    const cv = new File(['%PDF-1.4\n% CV\n'], 'cv.pdf', { type: 'application/pdf' });
    const application = { ...contact, cv, phone: '+4915112345678' };
    expect(
      (await careerPageFormSchema.safeParseAsync({ ...application, country: 'DE' })).success,
    ).toBe(true);
    const refused = await careerPageFormSchema.safeParseAsync({ ...application, country: 'FR' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'phoneWrong'],
    ]);
  });

  it("shows the wrong-country phone beside other fields' errors", () => {
    const result = sellPageFormSchema.safeParse({
      name: '',
      phone: '+4915112345678',
      country: 'AE',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'phone']);
  });

  it('does not carry the page context the server adds (locale, URL, tracking token)', () => {
    const result = sellPageFormSchema.safeParse({ ...contact, phone: '+971501234567' });
    expect(result.success).toBe(true);
  });
});

describe('listing enquiry', () => {
  const enquiry = { name: 'Amira Haddad', phone: '+971501234567', country: 'AE' };

  it('names one of our listings by its slug', () => {
    const result = listingPageFormSchema.safeParse({ ...enquiry, listing: 'hills-park-villa' });
    expect(result.success && result.data.listing).toBe('hills-park-villa');
  });

  it('refuses what is not a listing slug, and a missing one', () => {
    for (const listing of ['../admin', 'Hills Park Villa', 'x'.repeat(101), undefined]) {
      const result = listingPageFormSchema.safeParse({ ...enquiry, listing });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['listing']);
    }
  });
});
