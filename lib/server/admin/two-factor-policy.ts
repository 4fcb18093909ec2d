import 'server-only';
import type { StaffRole } from './roles';

/**
 * Who must sign in with a second factor (docs/design.md §12): STAFF_TWO_FACTOR = `admins` (the
 * default), `all` or `optional`. An account that must and has none yet is sent to its account page
 * to turn TOTP on before anything else opens (guard.ts).
 */
export type TwoFactorPolicy = 'admins' | 'all' | 'optional';

function staffTwoFactorPolicy(): TwoFactorPolicy {
  const value = process.env.STAFF_TWO_FACTOR?.trim().toLowerCase();
  return value === 'all' || value === 'optional' ? value : 'admins';
}

export function twoFactorRequired(role: StaffRole, policy = staffTwoFactorPolicy()): boolean {
  return policy === 'all' || (policy === 'admins' && role === 'admin');
}
