import { describe, expect, it } from 'vitest';
import { publishingProblems } from '@/lib/content/publishing-rules';

const now = new Date('2026-11-27T12:00:00Z');
const lawful = {
  permitNumber: '7112345678',
  permitExpiry: '2027-05-01',
  hasExpert: true,
  expertBrn: '45123',
};

describe('a listing may be published only as Dubai allows it to be advertised', () => {
  it('accepts a permit number, a permit not yet expired and an expert with a BRN', () => {
    expect(publishingProblems(lawful, now)).toEqual([]);
  });

  it('names each missing piece on its own field, with a sentence the editor shows', () => {
    const problems = publishingProblems(
      { permitNumber: ' ', permitExpiry: null, hasExpert: false },
      now,
    );
    expect(problems.map(({ path }) => path)).toEqual(['permitNumber', 'permitExpiry', 'expert']);
    expect(problems[0]!.message).toMatch(/permit number/);
    expect(problems[2]!.message).toMatch(/expert/);
  });

  it('refuses a permit that has expired, even by a minute', () => {
    const problems = publishingProblems({ ...lawful, permitExpiry: '2026-11-27T11:59:00Z' }, now);
    expect(problems).toEqual([{ path: 'permitExpiry', message: expect.stringMatching(/expired/) }]);
  });

  it('refuses an expert without a BRN', () => {
    const problems = publishingProblems({ ...lawful, expertBrn: '' }, now);
    expect(problems).toEqual([{ path: 'expert', message: expect.stringMatching(/BRN/) }]);
  });
});
