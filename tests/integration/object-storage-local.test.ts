import fs from 'node:fs/promises';
import path from 'node:path';
import { handleEndpoints, type Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCv, storeCv } from '@/lib/server/cv-upload';
import { cvFiles, provideTestStore } from './support/lead-service';
import { closeContent, openContent } from './support/content';

/**
 * docs/design.md §15: without S3_BUCKET nothing changes. Media are files in DATA_DIR/media served
 * by the same file route, and CVs are files under DATA_DIR/uploads (or rows with DATABASE_URL).
 * Its S3 counterpart is object-storage.test.ts.
 */
// An empty content database: what the test puts in it is all there is.
const store = provideTestStore({}, { experts: false });
let payload: Payload;

beforeAll(async () => {
  payload = await openContent();
}, 120_000);

afterAll(async () => {
  await closeContent(payload);
});

describe('files on this machine when S3_BUCKET is unset', { timeout: 60_000 }, () => {
  it('keeps a media upload and its sizes in DATA_DIR/media, served by the file route', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c9a45c' },
    })
      .png()
      .toBuffer();
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Palm at noon' },
      file: { data: png, mimetype: 'image/png', name: 'palm.png', size: png.length },
    });
    expect(doc.url).toBe(`/admin/content/api/media/file/${doc.filename}`);
    const files = await fs.readdir(path.join(store.dataDir, 'media'));
    const sizes = (Object.values(doc.sizes ?? {}) as { filename?: string | null }[])
      .map((size) => size.filename)
      .filter((name): name is string => Boolean(name));
    expect(files.sort()).toEqual([doc.filename!, ...sizes].sort());

    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost:3000${doc.url}`),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(await fs.readFile(path.join(store.dataDir, 'media', doc.filename!)))).toBe(
      true,
    );
  });

  it('keeps a CV where it was kept before: a file under DATA_DIR, or a row with DATABASE_URL', async () => {
    const cv = cvFiles.pdf();
    const ref = await storeCv(cv);
    expect(ref).toMatch(
      store.databaseUrl ? /^database\/[0-9a-f-]{36}\.pdf$/ : /^uploads\/[0-9a-f-]{36}\.pdf$/,
    );
    expect(await readCv(ref)).toEqual(Buffer.from(await cv.arrayBuffer()));
  });
});
