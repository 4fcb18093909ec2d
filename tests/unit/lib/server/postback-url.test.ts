import { describe, expect, it } from 'vitest';
import { postbackUrl } from '@/lib/server/conversions';

const template = 'https://track.example.net/conv/{clickid}/done?src={utm_source}';

describe('postbackUrl (issue 22, finding 6)', () => {
  it('puts the values in place, URL-encoded', () => {
    expect(postbackUrl(template, { clickid: 'abc 1/2', utm_source: 'fb&x=1' })).toBe(
      'https://track.example.net/conv/abc%201%2F2/done?src=fb%26x%3D1',
    );
  });

  it.each(['..', '.', '...'])(
    'leaves out a clickid of dots alone (%j): the path stays',
    (clickid) => {
      const url = postbackUrl(template, { clickid });
      expect(url).toBe('https://track.example.net/conv//done?src=');
      expect(new URL(url ?? '').pathname).toBe('/conv//done');
    },
  );

  it.each(['%2e%2e', '.%2e', '../../admin', '@evil.com', '//evil.com', 'a#b', 'a?b=1'])(
    'keeps %j inside its segment',
    (clickid) => {
      const url = new URL(postbackUrl(template, { clickid }) ?? '');
      expect(url.host).toBe('track.example.net');
      expect(url.pathname.split('/')).toHaveLength(4);
      expect(url.pathname).toMatch(/^\/conv\/[^/]+\/done$/);
    },
  );

  it('gives no URL for a template that is not http(s)', () => {
    expect(postbackUrl('ftp://example.net/{clickid}', { clickid: 'x' })).toBeUndefined();
  });
});
