import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from '@/lib/client/prefetch-policy';

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(prefetchAllowed(connection)).toBe(expected);
  });
});
