import 'server-only';
import { createHash } from 'node:crypto';
import { fieldMessages } from '@/lib/leads/validation-messages';
import { RejectedRequest } from './rejected-request';

/**
 * Write endpoints take posts from our own pages and from servers (Stripe's webhook, imports), never
 * from another site's page: a browser says where a post comes from in `Sec-Fetch-Site` and `Origin`.
 * A request with neither is not a browser's cross-site post, so it passes.
 */
export function refuseCrossSite(request: Request): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new RejectedRequest(403, 'crossSite');
  }
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const originHost = URL.canParse(origin) ? new URL(origin).host : undefined;
  // A proxy may rewrite Host; it then names the public host in X-Forwarded-Host. A page cannot
  // set either header on a cross-site post, so both are fair witnesses of our own host.
  const ownHosts = [
    request.headers.get('host'),
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(),
    new URL(request.url).host,
  ];
  if (!originHost || !ownHosts.includes(originHost)) {
    throw new RejectedRequest(403, 'crossSite');
  }
}

const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * The browser's `Idempotency-Key` (one per submission, docs/design.md §5): printable ASCII, at
 * most 200 characters. Absent means a one-off submission.
 */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(idempotencyKeyHeader);
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new RejectedRequest(
      400,
      'checkFields',
      {},
      {
        [idempotencyKeyHeader]: fieldMessages.notValid,
      },
    );
  }
  return key;
}

/**
 * What an Idempotency-Key stands for, as Stripe binds its keys: the endpoint and the body's fields
 * (a file by its name, type and bytes). Fields are sorted, so a multipart retry with a new boundary
 * or another field order is the same request; any changed value is another one.
 */
export async function requestFingerprint(
  request: Request,
  body: Record<string, unknown>,
): Promise<string> {
  const hash = createHash('sha256').update(new URL(request.url).pathname).update('\n');
  for (const name of Object.keys(body).sort()) {
    const value = body[name];
    hash.update(JSON.stringify(name)).update('=');
    if (value instanceof File) {
      const bytes = createHash('sha256').update(new Uint8Array(await value.arrayBuffer()));
      hash.update(JSON.stringify(['file', value.name, value.type, bytes.digest('hex')]));
    } else hash.update(JSON.stringify(value) ?? 'undefined');
    hash.update('\n');
  }
  return hash.digest('hex');
}
