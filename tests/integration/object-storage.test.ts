import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { handleEndpoints, type Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as cvRoute } from '@/app/admin/(desk)/leads/[id]/cv/route';
import { POST as formsRoute } from '@/app/api/forms/[form]/route';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { discardCv, readCv } from '@/lib/server/cv-upload';
import { FakeS3 } from './support/fake-s3';
import {
  countRows,
  cvFiles,
  formParams,
  multipartRequest,
  pageContext,
  provideTestStore,
  storedLeads,
} from './support/lead-service';
import { closeContent, openContent } from './support/content';

/**
 * docs/design.md §15, "Files every instance reads": with S3_BUCKET, CVs and the content's media go
 * to S3-compatible storage (here a stand-in on loopback that checks each request is signed) and are
 * read back from it, by this instance and by another with nothing on its disk.
 */
// An empty content database: what the test puts in it is all there is.
const store = provideTestStore({ STAFF_TWO_FACTOR: 'optional' }, { experts: false });
const s3 = new FakeS3('site-files', 'test-access-key');
const settings = () => ({
  S3_BUCKET: 'site-files',
  S3_ENDPOINT: s3.baseUrl,
  S3_REGION: 'me-central-1',
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
  S3_FORCE_PATH_STYLE: 'true',
});
const password = 'a long enough password';
let payload: Payload;
let adminCookie = '';

beforeAll(async () => {
  await s3.start();
  Object.assign(process.env, settings());
  await addStaffAccount({ email: 'files@meridiangate.test', role: 'admin', password });
  const signedIn = await signInStaff('files@meridiangate.test', password, peer());
  if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
  adminCookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  // The configuration reads S3_* and DATA_DIR when loaded: after they are set.
  payload = await openContent();
}, 120_000);

afterAll(async () => {
  await closeContent(payload);
  await s3.stop();
});

function peer(cookie = ''): Headers {
  return new Headers({ 'x-meridian-peer-address': '192.0.2.81', ...(cookie ? { cookie } : {}) });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function apply(): Promise<{ ref: string; id: string; bytes: Buffer }> {
  const cv = cvFiles.pdf();
  const response = await formsRoute(
    multipartRequest('/api/forms/career', {
      name: 'Amira Saleh',
      phone: '+971552223355',
      email: 'amira@example.com',
      position: 'Property Consultant',
      ...pageContext,
      cv,
    }),
    formParams('career'),
  );
  expect(response.status).toBe(201);
  const lead = (await storedLeads()).filter((row) => row.kind === 'career').at(-1)!;
  return { ref: lead.cv_file!, id: lead.id, bytes: Buffer.from(await cv.arrayBuffer()) };
}

/** Another instance: its own process, an empty DATA_DIR, the same S3_* settings. */
async function readOnAnotherInstance(ref: string): Promise<unknown> {
  const otherDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'leads-test-other-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, ...settings(), DATA_DIR: otherDataDir };
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        './scripts/server-only-outside-next.mjs',
        '--import',
        'tsx',
        path.join(__dirname, 'support/stored-cv-reader.ts'),
        ref,
      ],
      { cwd: path.resolve(__dirname, '../..'), env },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!);
  } finally {
    await fs.rm(otherDataDir, { recursive: true, force: true });
  }
}

describe('CVs in S3 storage', { timeout: 60_000 }, () => {
  it('stores a career application’s CV in the bucket, not in DATA_DIR nor the database', async () => {
    const { ref, bytes } = await apply();
    expect(ref).toMatch(/^s3\/[0-9a-f-]{36}\.pdf$/);
    const key = `cvs/${ref.slice('s3/'.length)}`;
    expect(s3.objects.get(key)?.bytes.equals(bytes)).toBe(true);
    await expect(fs.stat(path.join(store.dataDir, 'uploads'))).rejects.toThrow();
    expect(await countRows('cv_files')).toBe(0);
    expect(await readCv(ref)).toEqual(bytes);
  });

  it('is read by another instance configured with the same storage', async () => {
    const { ref, bytes } = await apply();
    const gets = s3.requests.length;
    expect(await readOnAnotherInstance(ref)).toEqual({ sha256: sha256(bytes), size: bytes.length });
    expect(s3.requests.slice(gets)).toContain(`GET /site-files/cvs/${ref.slice('s3/'.length)}`);
  });

  it('is downloaded from the back office, from the bucket', async () => {
    const { id, ref, bytes } = await apply();
    const gets = s3.requests.length;
    const response = await cvRoute(
      new Request(`http://localhost:3000/admin/leads/${id}/cv`, { headers: peer(adminCookie) }),
      { params: Promise.resolve({ id }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(s3.requests.slice(gets)).toEqual([`GET /site-files/cvs/${ref.slice('s3/'.length)}`]);
  });

  it('is removed from the bucket when discarded (erasure, retention)', async () => {
    const { ref } = await apply();
    await discardCv(ref);
    expect(s3.objects.has(`cvs/${ref.slice('s3/'.length)}`)).toBe(false);
    expect(await readCv(ref)).toBeUndefined();
    // A reference with a folder in it is never looked up.
    const gets = s3.requests.length;
    expect(await readCv('s3/../marina.webp')).toBeUndefined();
    expect(s3.requests.length).toBe(gets);
  });

  it('is refused for now while the storage is away, so the browser sends it again', async () => {
    const before = (await storedLeads()).length;
    await s3.stop();
    try {
      const response = await formsRoute(
        multipartRequest('/api/forms/career', {
          name: 'Amira Saleh',
          phone: '+971552223355',
          email: 'amira@example.com',
          position: 'Property Consultant',
          ...pageContext,
          cv: cvFiles.pdf(),
        }),
        formParams('career'),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await s3.start();
    }
    expect((await storedLeads()).length).toBe(before);
  });

  it('is not read with a key the storage does not know: an error, not a missing file', async () => {
    const { ref } = await apply();
    process.env.S3_ACCESS_KEY_ID = 'another-key';
    try {
      await expect(readCv(ref)).rejects.toThrow(/AccessDenied/);
    } finally {
      process.env.S3_ACCESS_KEY_ID = settings().S3_ACCESS_KEY_ID;
    }
    expect(await readCv(ref)).toBeDefined();
  });
});

describe('media in S3 storage', { timeout: 60_000 }, () => {
  it('puts an upload and its sizes in the bucket and serves them from the site’s file route', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1250, channels: 3, background: '#2f6f8f' },
    })
      .png()
      .toBuffer();
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Marina at dusk' },
      file: { data: png, mimetype: 'image/png', name: 'marina.png', size: png.length },
    });
    expect(doc.filename).toMatch(/^marina.*\.webp$/);
    // Served by Payload on the site's origin (img-src 'self'), never from the bucket's address,
    // at the same URL as from DATA_DIR, without a query string (next/image refuses one).
    expect(doc.url).toBe(`/admin/content/api/media/file/${doc.filename}`);
    const sizes = Object.values(doc.sizes ?? {}) as { filename: string; url: string }[];
    // The editor's thumbnail (the pages' widths come from next/image).
    expect(sizes).toHaveLength(1);
    expect(sizes.map((size) => size.url)).toEqual(
      sizes.map((size) => `/admin/content/api/media/file/${size.filename}`),
    );

    // At the bucket's root (the CVs are under cvs/), listed as S3 lists it; nothing in DATA_DIR.
    const client = new S3Client({
      endpoint: s3.baseUrl,
      region: 'me-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'site-files' }));
    client.destroy();
    const media = (key = '') => !key.startsWith('cvs/');
    expect(
      listed.Contents?.map((object) => object.Key)
        .filter(media)
        .sort(),
    ).toEqual([doc.filename, ...sizes.map((size) => size.filename)].sort());
    await expect(fs.stat(path.join(store.dataDir, 'media'))).rejects.toThrow();

    for (const [url, filename] of [
      [doc.url!, doc.filename!],
      [sizes[0]!.url, sizes[0]!.filename],
    ]) {
      const gets = s3.requests.length;
      const response = await handleEndpoints({
        config: payload.config,
        request: new Request(`http://localhost:3000${url}`),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.equals(s3.objects.get(filename)!.bytes)).toBe(true);
      expect((await sharp(served).metadata()).format).toBe('webp');
      expect(s3.requests.slice(gets)).toContain(`GET /site-files/${filename}`);
    }

    // Deleting the image deletes its files.
    await payload.delete({ collection: 'media', id: doc.id });
    expect([...s3.objects.keys()].filter(media)).toEqual([]);
  });
});
