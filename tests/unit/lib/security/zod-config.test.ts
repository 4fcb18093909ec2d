import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestCallLeadSchema } from '@/lib/leads/lead';

describe('zod under the page CSP', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lead schemas parse without probing for eval, which the CSP would report', () => {
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    requestCallLeadSchema.safeParse({ name: 'Ann' });
    expect(probe).not.toHaveBeenCalled();
  });
});
