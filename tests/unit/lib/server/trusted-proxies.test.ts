import { describe, expect, it } from 'vitest';
import { parseTrustProxy, visitorAddress } from '@/lib/server/trusted-proxies';

describe('TRUST_PROXY (issue 22, finding 9)', () => {
  it('trusts nobody when unset, 0 or false: the peer is the visitor', () => {
    for (const value of [undefined, '', '0', 'false']) {
      expect(visitorAddress('203.0.113.7', '1.2.3.4', parseTrustProxy(value))).toBe('203.0.113.7');
    }
  });

  it('keeps 1, true and N as a number of proxies', () => {
    expect(visitorAddress('10.0.0.2', '1.2.3.4, 198.51.100.9', parseTrustProxy('1'))).toBe(
      '198.51.100.9',
    );
    expect(visitorAddress('10.0.0.2', '1.2.3.4, 198.51.100.9', parseTrustProxy('2'))).toBe(
      '1.2.3.4',
    );
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
  });

  const behindBalancer = parseTrustProxy('10.0.0.0/8, 2001:db8::/32, loopback');

  it('believes X-Forwarded-For only from a listed proxy', () => {
    // Through the balancer: the address it saw.
    expect(visitorAddress('10.1.2.3', '198.51.100.9', behindBalancer)).toBe('198.51.100.9');
    expect(visitorAddress('::ffff:10.1.2.3', '198.51.100.9', behindBalancer)).toBe('198.51.100.9');
    // Around it, straight to the site: whatever the visitor wrote is not believed.
    expect(visitorAddress('198.51.100.9', '1.2.3.4', behindBalancer)).toBe('198.51.100.9');
  });

  it('reads the header from the right, past trusted hops only', () => {
    // A visitor who writes their own header in front of the CDN's and balancer's entries.
    expect(visitorAddress('10.0.0.5', '6.6.6.6, 198.51.100.9, 10.9.9.9', behindBalancer)).toBe(
      '198.51.100.9',
    );
    expect(visitorAddress('127.0.0.1', '2001:db8::1, 2001:db8::2', behindBalancer)).toBe(
      '2001:db8::1',
    );
    expect(visitorAddress('10.0.0.5', 'not-an-address', behindBalancer)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', null, behindBalancer)).toBe('10.0.0.5');
  });

  it.each(['10.0.0.0/33', '10.0.0/8', 'proxy.internal', '1, 2', '10.0.0.1/8/2', 'yes'])(
    'refuses %j with a message naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY ".*": ".*" is not/);
    },
  );
});
