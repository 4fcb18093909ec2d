import 'server-only';
import http from 'node:http';
import { requestSettings } from './config';
import { visitorAddress } from './trusted-proxies';

/**
 * Header carrying the TCP peer's address, written by our own HTTP hook below. Route handlers get a
 * Web `Request` without the socket, and Next fills `X-Forwarded-For` only when the client did not
 * send one — so without a trusted proxy that header is whatever the visitor wants it to be.
 */
export const peerAddressHeader = 'x-meridian-peer-address';

const hookSlot = Symbol.for('meridian-gate.peer-address-hook');

/** Stamps every incoming request of this process with its socket address (called from instrumentation). */
export function installPeerAddressHook(): void {
  const slots = globalThis as typeof globalThis & { [hookSlot]?: true };
  if (slots[hookSlot]) return;
  slots[hookSlot] = true;
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function emitWithPeerAddress(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    const request = args[0];
    if (event === 'request' && request instanceof http.IncomingMessage) {
      // Overwritten, never trusted from the client.
      request.headers[peerAddressHeader] = request.socket.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  };
}

/**
 * The visitor's address: from `X-Forwarded-For` only as far as TRUST_PROXY believes the peers that
 * wrote it (lib/server/trusted-proxies.ts), else the TCP peer.
 */
export function clientAddress(request: Request): string | undefined {
  return visitorAddress(
    request.headers.get(peerAddressHeader) || undefined,
    request.headers.get('x-forwarded-for'),
    requestSettings().trustedProxies,
  );
}

/**
 * The rate-limit bucket of an address. An IPv6 visitor usually owns a whole /64, so they share one
 * bucket; requests whose address is unknown share a single bucket.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | undefined {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (tail === undefined && left.length !== 8) return undefined;
  const missing = 8 - left.length - right.length;
  if (missing < 0) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map(
    (group) => group.toLowerCase() || '0',
  );
}
