import { describe, expect, it } from 'vitest';
import { requestCallFormSchema } from '@/lib/leads/lead';

const messagesOf = (input: unknown) => {
  const result = requestCallFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('requestCallFormSchema', () => {
  it('accepts a valid UAE number and returns it as E.164', () => {
    const result = requestCallFormSchema.parse({
      name: 'Amira',
      phone: '+971 50 123 4567',
      country: 'AE',
    });
    expect(result.phone).toBe('+971501234567');
  });

  it('refuses a number that is not of the chosen country', () => {
    expect(messagesOf({ name: 'Amira', phone: '+4915112345678', country: 'AE' })).toEqual([
      'phoneWrong',
    ]);
  });

  it('speaks docs/spec.md §5', () => {
    expect(messagesOf({ name: '', phone: '', country: 'AE' })).toEqual(['required', 'required']);
    expect(messagesOf({ name: 'Amira', phone: '+9715', country: 'AE' })).toEqual(['phoneLength']);
  });
});
