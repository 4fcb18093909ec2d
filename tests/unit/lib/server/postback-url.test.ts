import { describe, expect, it } from 'vitest';
import type { TrackingToken } from '@/lib/leads/fields';
import { postbackUrl } from '@/lib/server/conversions';

const noToken: TrackingToken = {
  utm_source: undefined,
  utm_medium: undefined,
  utm_campaign: undefined,
  utm_content: undefined,
  clickid: undefined,
  bclickid: undefined,
};
const token = (values: Partial<TrackingToken>): TrackingToken => ({ ...noToken, ...values });

const template = 'https://track.example.net/conv/{clickid}/done?src={utm_source}';

describe('postbackUrl (issue 22, finding 6)', () => {
  it('puts the values in place, URL-encoded', () => {
    expect(postbackUrl(template, token({ clickid: 'abc 1/2', utm_source: 'fb&x=1' }))).toBe(
      'https://track.example.net/conv/abc%201%2F2/done?src=fb%26x%3D1',
    );
  });

  it.each(['..', '.', '...'])(
    'leaves out a clickid of dots alone (%j): the path stays',
    (clickid) => {
      const url = postbackUrl(template, token({ clickid }));
      expect(url).toBe('https://track.example.net/conv//done?src=');
      expect(new URL(url ?? '').pathname).toBe('/conv//done');
    },
  );

  it.each(['%2e%2e', '.%2e', '../../admin', '@evil.com', '//evil.com', 'a#b', 'a?b=1'])(
    'keeps %j inside its segment',
    (clickid) => {
      const url = new URL(postbackUrl(template, token({ clickid })) ?? '');
      expect(url.host).toBe('track.example.net');
      expect(url.pathname.split('/')).toHaveLength(4);
      expect(url.pathname).toMatch(/^\/conv\/[^/]+\/done$/);
    },
  );

  it('gives no URL for a template that is not http(s)', () => {
    expect(postbackUrl('ftp://example.net/{clickid}', token({ clickid: 'x' }))).toBeUndefined();
  });
});
