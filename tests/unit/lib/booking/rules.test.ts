import { describe, expect, it } from 'vitest';
import { isPaid, paymentStatuses, wasPaid } from '@/lib/booking/rules';

describe('the booking rules', () => {
  it('counts a spot as paid while its money is kept, a part refund included', () => {
    expect(paymentStatuses.filter(isPaid)).toEqual(['paid', 'partially-refunded']);
    expect(isPaid(null)).toBe(false);
    expect(isPaid('not-a-status')).toBe(false);
  });

  it('remembers money received even when it was refunded since', () => {
    expect(paymentStatuses.filter(wasPaid)).toEqual(['paid', 'refunded', 'partially-refunded']);
    expect(wasPaid(undefined)).toBe(false);
  });
});
