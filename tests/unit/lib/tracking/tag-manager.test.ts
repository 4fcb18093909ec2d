import { describe, expect, it } from 'vitest';
import { shouldLoadTagManager } from '@/lib/tracking/tag-manager';

describe('shouldLoadTagManager', () => {
  it('loads with an id and no Do-Not-Track', () => {
    expect(shouldLoadTagManager('GTM-ABC123', {})).toBe(true);
    expect(shouldLoadTagManager('GTM-ABC123', { navigatorDoNotTrack: '0' })).toBe(true);
    expect(shouldLoadTagManager('GTM-ABC123', { navigatorDoNotTrack: 'unspecified' })).toBe(true);
  });
  it('does not load without a (well-formed) id', () => {
    expect(shouldLoadTagManager(undefined, {})).toBe(false);
    expect(shouldLoadTagManager('', {})).toBe(false);
    expect(shouldLoadTagManager('"><script>', {})).toBe(false);
  });
  it('respects navigator.doNotTrack and window.doNotTrack', () => {
    expect(shouldLoadTagManager('GTM-ABC123', { navigatorDoNotTrack: '1' })).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC123', { windowDoNotTrack: '1' })).toBe(false);
    expect(shouldLoadTagManager('GTM-ABC123', { navigatorDoNotTrack: 'yes' })).toBe(false);
  });
});
