import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';
import { seedContent } from './seed';

/**
 * The content system (docs/content.md) as the pages read it: Payload's local API, in this
 * process, on the content database (migrated when opened in production).
 */
export function content(): Promise<Payload> {
  return getPayload({ config });
}

/**
 * Opens the content database and seeds it if it is empty: run once before a build prerenders
 * (`npm run -s content -- seed`) and when the server starts (instrumentation.ts).
 */
export async function prepareContent(): Promise<void> {
  await seedContent(await content());
}

/**
 * The document of `collection` with this slug as staff last saved it, draft or published, in every
 * language (none or one): only for a staff preview (lib/content/preview.ts), never for a visitor.
 */
export async function latestDraft(
  collection: 'articles' | 'listings',
  slug: string,
): Promise<{ payload: Payload; docs: unknown[] }> {
  const payload = await content();
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    locale: 'all',
    depth: 1,
    limit: 1,
  });
  return { payload, docs };
}
