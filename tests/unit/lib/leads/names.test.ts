import { describe, expect, it } from 'vitest';
import { nameField } from '@/lib/leads/fields';

describe('a name as it looks (issue 22, finding 7)', () => {
  it.each([
    ['Amira\u200b Saleh', 'Amira Saleh'],
    ['\u200fAmira\u200e', 'Amira'],
    ['Ami\u2060ra\ufeff', 'Amira'],
    ['\u3164Jonas\u115f', 'Jonas'],
    ['Anna\u00ad-Lena', 'Anna-Lena'],
    ['김민준', '김민준'],
    ['שרה כהן', 'שרה כהן'],
  ])('stores %j as %j', (typed, stored) => {
    expect(nameField.parse(typed)).toBe(stored);
  });

  it.each(['\u3164', '\u3164\u3164 \u115f', '\u200b\u200c\u200d', '\u2800', '\uffa0.', '\u2060-'])(
    'refuses %j, which shows no letter or digit, with the field message',
    (typed) => {
      const result = nameField.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('notValid');
    },
  );

  it('still refuses direction overrides as control characters', () => {
    const result = nameField.safeParse('Amira\u202eSaleh');
    expect(result.error?.issues[0]?.message).toBe('controlCharacters');
  });
});
