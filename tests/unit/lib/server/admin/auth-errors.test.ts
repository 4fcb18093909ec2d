import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '@/lib/server/admin/auth-errors';

describe("better-auth's refusals", () => {
  it('are recognised by class, and by name when another copy of the class threw them', () => {
    expect(isRefusal(new APIError('UNAUTHORIZED', { message: 'Invalid email or password' }))).toBe(
      true,
    );
    const fromAnotherCopy = Object.assign(new Error('Invalid email or password'), {
      name: 'APIError',
    });
    expect(isRefusal(fromAnotherCopy)).toBe(true);
  });

  it('leave every other failure to be thrown', () => {
    expect(isRefusal(new Error('database is locked'))).toBe(false);
    expect(isRefusal('APIError')).toBe(false);
  });
});
