import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';
import sharp from 'sharp';
import type { ImportedListing } from '@/lib/listings/feeds/import';
import type { FeedPhoto, Id, StoredListing } from './feed-types';

/**
 * What the CRM feed import (feed-import.ts) fetches: the feed itself and its photos, each checked
 * to be an image by its bytes and uploaded into media (which stores it as WebP).
 */

const FETCH_TIMEOUT_MS = 30_000;
const MAX_FEED_BYTES = 50 * 1024 * 1024;
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** What sharp may read, as the media collection accepts it (no SVG). */
const photoTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/avif',
};

export const slugPart = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Reads a feed from an http(s) URL, a file: URL or a path. */
export async function readFeedSource(source: string): Promise<string> {
  return (await readResource(source, MAX_FEED_BYTES)).toString('utf8');
}

async function readResource(source: string, maxBytes: number): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
      throw new Error(`is larger than ${maxBytes} bytes`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
    return body;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) && !/^file:/i.test(source))
    throw new Error('is neither http(s) nor a file');
  const body = await readFile(/^file:/i.test(source) ? fileURLToPath(source) : source);
  if (body.length > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  return body;
}

export const storedPhotos = (stored: StoredListing | undefined): FeedPhoto[] =>
  Array.isArray(stored?.feed?.photos)
    ? (stored.feed.photos as FeedPhoto[]).filter(
        (photo) => typeof photo?.url === 'string' && photo.media !== undefined,
      )
    : [];

/** A photo fetched, checked to be an image by its bytes, and uploaded (media makes the sizes). */
async function uploadPhoto(
  payload: Payload,
  url: string,
  alt: string,
): Promise<{ media: Id } | { problem: string }> {
  let body: Buffer;
  try {
    body = await readResource(url, MAX_PHOTO_BYTES);
  } catch (error) {
    return { problem: `photo ${url} ${error instanceof Error ? error.message : String(error)}` };
  }
  const format = await sharp(body)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  const mimetype = format ? photoTypes[format] : undefined;
  if (!mimetype) return { problem: `photo ${url} is not a JPEG, PNG, WebP or AVIF image` };
  const base = slugPart(path.basename(new URL(url, 'file:///').pathname).replace(/\.\w+$/, ''));
  try {
    const media = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data: body, mimetype, name: `${base || 'photo'}.${format}`, size: body.length },
      overrideAccess: true,
      locale: 'en',
    });
    return { media: media.id };
  } catch (error) {
    return { problem: `photo ${url} refused: ${error instanceof Error ? error.message : error}` };
  }
}

/** The gallery from the feed's photos, reusing the media of photos imported before. */
export async function galleryFor(
  payload: Payload,
  listing: ImportedListing,
  stored: StoredListing | undefined,
  warnings: string[],
): Promise<FeedPhoto[]> {
  const known = new Map(storedPhotos(stored).map((photo) => [photo.url, photo.media]));
  const photos: FeedPhoto[] = [];
  for (const [index, url] of listing.photoUrls.entries()) {
    const reused = known.get(url);
    if (reused !== undefined) {
      photos.push({ url, media: reused });
      continue;
    }
    const uploaded = await uploadPhoto(payload, url, `${listing.title.en}, photo ${index + 1}`);
    if ('media' in uploaded) photos.push({ url, media: uploaded.media });
    else warnings.push(uploaded.problem);
  }
  return photos;
}
