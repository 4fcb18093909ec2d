import 'server-only';
import { BlockList, isIP } from 'node:net';

/**
 * Whom the site believes about a visitor's address (TRUST_PROXY, docs/lead-service.md): nobody, a
 * number of proxies in front of it, or proxies known by address (as Express's `trust proxy`).
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList };

/** The names Express gives the usual private ranges. */
const namedRanges: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

/**
 * Reads TRUST_PROXY: unset, `0` or `false` trusts nobody; `1`/`true` or a number N trusts that
 * many proxies whatever their address; otherwise a comma-separated list of addresses, CIDR ranges
 * (`10.0.0.0/8`, `2001:db8::/32`) and `loopback`, `linklocal`, `uniquelocal`. Throws, naming the
 * entry, on anything else: a mistyped setting must stop the start, not trust the wrong peers.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return { kind: 'none' };
  if (text.toLowerCase() === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };

  const list = new BlockList();
  for (const entry of text.split(',').map((item) => item.trim())) {
    const named = namedRanges[entry.toLowerCase()];
    if (named) {
      for (const [network, prefix] of named) list.addSubnet(network, prefix, family(network));
      continue;
    }
    const [address = '', prefixText, extra] = entry.split('/');
    const version = isIP(address);
    const maxPrefix = version === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (
      version === 0 ||
      extra !== undefined ||
      (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
      prefix > maxPrefix
    ) {
      throw new Error(
        `TRUST_PROXY "${text}": "${entry}" is not a number of proxies, an address, a range like 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
      );
    }
    list.addSubnet(address, prefix, family(address));
  }
  return { kind: 'addresses', list };
}

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** An IPv4 visitor on a dual-stack socket shows up as `::ffff:1.2.3.4`; they are `1.2.3.4`. */
function normaliseAddress(address: string): string {
  return address
    .trim()
    .slice(0, 100)
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor's address from the TCP peer and its `X-Forwarded-For`. Each proxy appends the
 * address it saw, so the header is read from the right: with a list, only while the address that
 * speaks is a trusted proxy (a visitor who reaches the site around its proxies is their own
 * address, whatever they write); with a number, that many entries from the right.
 */
export function visitorAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string | undefined {
  const socket = peer ? normaliseAddress(peer) : undefined;
  if (trusted.kind === 'none') return socket;
  const forwarded = (forwardedFor ?? '').split(',').map(normaliseAddress).filter(Boolean);
  if (trusted.kind === 'hops')
    return forwarded[Math.max(forwarded.length - trusted.hops, 0)] ?? socket;

  let client = socket;
  while (client && isTrusted(trusted.list, client)) {
    const next = forwarded.pop();
    // A proxy that names no one, or something that is not an address, is the last word.
    if (!next || isIP(next) === 0) break;
    client = next;
  }
  return client;
}
