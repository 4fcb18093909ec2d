// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { track } from '@/lib/tracking/data-layer';

afterEach(() => {
  delete window.dataLayer;
});

describe('track, the one way into the dataLayer', () => {
  it('creates the dataLayer and pushes each event as it is, in order', () => {
    track({ 'gtm.start': 1700000000000, event: 'gtm.js' });
    track({ event: 'signUpCompleted' });
    track({ event: 'cvSubmitted' });
    expect(window.dataLayer).toEqual([
      { 'gtm.start': 1700000000000, event: 'gtm.js' },
      { event: 'signUpCompleted' },
      { event: 'cvSubmitted' },
    ]);
  });

  it('keeps what the tag manager already pushed', () => {
    window.dataLayer = [{ event: 'gtm.dom' }];
    track({ event: 'signUpCompleted' });
    expect(window.dataLayer).toEqual([{ event: 'gtm.dom' }, { event: 'signUpCompleted' }]);
  });
});
