import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importListingsFeed,
  readFeedSource,
  type FeedImportReport,
} from '@/lib/content/feed-import';
import { listingsFeedSettings, runListingsFeedImport } from '@/lib/server/listings-feed-poll';
import { provideTestStore } from './support/lead-service';
import { LoopbackServer } from './support/loopback-server';
import { closeContent, openContent } from './support/content';

/**
 * docs/listing-feeds.md, "Feed in": a CRM's Property Finder feed upserted into the content store
 * by reference, its photos fetched (over HTTP and from files) and resized into media, its agents
 * matched to experts by e-mail, BRN or name, published only when Dubai's rules allow it, and what
 * a full feed no longer holds withdrawn. On a temp DATA_DIR (or a fresh PostgreSQL database).
 */
// An empty content database: what the test puts in it is all there is.
const store = provideTestStore({}, { experts: false });

/** The CRM's photo host and feed URL. */
class CrmHost extends LoopbackServer {
  readonly files = new Map<string, { type: string; body: Buffer | string }>();
  readonly requests: string[] = [];

  protected async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    this.requests.push(request.url ?? '');
    const file = this.files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  }
}

const host = new CrmHost();
let payload: Payload;
let template: string;
let filesDir: string;
const experts: Record<string, string | number> = {};

const photo = (width: number, format: 'jpeg' | 'png') =>
  sharp({
    create: { width, height: Math.round(width / 1.5), channels: 3, background: '#3a6ea5' },
  })
    .toFormat(format)
    .toBuffer();

/** The fixture with its placeholders filled, optionally edited. */
function feed(edit: (xml: string) => string = (xml) => xml): string {
  return edit(
    template
      .replaceAll('{{PHOTOS}}', host.baseUrl)
      .replaceAll('{{FILES}}', pathToFileURL(filesDir).href),
  );
}

const withoutProperty = (reference: string) => (xml: string) =>
  xml.replace(
    new RegExp(`<property [^>]*>\\s*<reference_number>${reference}<[\\s\\S]*?</property>\\s*`),
    '',
  );

async function listing(reference: string, options: { draft?: boolean } = {}) {
  const { docs } = await payload.find({
    collection: 'listings',
    where: { reference: { equals: reference } },
    draft: options.draft ?? false,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
  });
  return docs[0] as StoredListing | undefined;
}

type StoredListing = Record<string, unknown> & {
  _status: string;
  slug: string;
  expert: string | number | null;
  permitExpiry?: string;
  gallery?: { image: string | number }[];
  title: Record<string, string>;
  description: Record<string, string>;
  feed: { withdrawnAt: string | null };
};

const mediaCount = async () =>
  (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs;

beforeAll(async () => {
  template = await fs.readFile(path.join(__dirname, '../fixtures/crm-feed.xml'), 'utf8');
  await host.start();
  filesDir = path.join(store.dataDir, 'crm-photos');
  await fs.mkdir(filesDir);
  await fs.writeFile(path.join(filesDir, 'frond.jpg'), await photo(1600, 'jpeg'));
  host.files.set('/mg-c-1001/cover.jpg', { type: 'image/jpeg', body: await photo(2400, 'jpeg') });
  host.files.set('/mg-c-1001/living.png', { type: 'image/png', body: await photo(1000, 'png') });
  // A CRM's error page served under a photo's name: refused by its bytes, not its name.
  host.files.set('/mg-c-1003/not-a-photo.jpg', { type: 'image/jpeg', body: '<html>gone</html>' });

  payload = await openContent();
  for (const [key, data] of Object.entries({
    amira: { name: 'Amira Saleh', email: 'amira.saleh@example.com', brn: '40001' },
    omar: { name: 'Omar Farouk', email: 'omar.farouk@example.com', brn: '51903' },
    sophie: { name: 'Sophie van den Berg', email: 'sophie@example.com', brn: '' },
  }))
    experts[key] = (
      await payload.create({
        collection: 'experts',
        data: { ...data, agentId: key, gender: 'female', title: 'Property adviser' },
        overrideAccess: true,
        locale: 'en',
      })
    ).id;
}, 120_000);

afterAll(async () => {
  await host.stop();
  await closeContent(payload);
});

describe('importing a CRM feed into the content store', { timeout: 120_000 }, () => {
  let first: FeedImportReport;
  let mediaAfterFirst: number;

  it('creates the listings it can take, publishing only the lawful ones', async () => {
    host.files.set('/feed.xml', { type: 'application/xml', body: feed() });
    first = await importListingsFeed(payload, await readFeedSource(`${host.baseUrl}/feed.xml`));
    expect(first.created).toEqual(['MG-C-1001', 'MG-C-1002', 'MG-C-1003']);
    expect([first.updated, first.unchanged, first.withdrawn]).toEqual([[], [], []]);

    const harbour = await listing('MG-C-1001');
    expect(harbour).toMatchObject({
      _status: 'published',
      offerStatus: 'available',
      area: 'creekHarbour',
      type: 'apartment',
      completion: 'offPlan',
      bedrooms: 2,
      bathrooms: 2,
      sizeSqft: 1210,
      priceAed: 2_450_000,
      serviceChargeAedPerSqft: 16,
      developer: 'Emaar Properties',
      handover: { year: 2027, quarter: '4' },
      coordinates: { lat: 25.2005, lng: 55.347 },
      permitNumber: '7116800001',
      offPlan: { projectName: 'Harbour View Residences' },
      feed: { source: 'crm-feed', withdrawnAt: null },
      title: {
        en: 'Two-bedroom apartment with a marina view, Creek Harbour',
        ar: 'شقة بغرفتي نوم مطلة على المرسى في خور دبي',
      },
    });
    expect(harbour?.description.ar).toMatch(/\p{Script=Arabic}/u);
    expect(harbour?.permitExpiry).toMatch(/^2030-05-20/);
    expect(harbour?.slug).toMatch(/^two-bedroom-apartment-.*-mg-c-1001$/);
  });

  it('matches the agent to an expert by e-mail first, then BRN, then name', async () => {
    // MG-C-1001's agent has another name and BRN: the e-mail (any case) decides.
    expect(String((await listing('MG-C-1001'))?.expert)).toBe(String(experts.amira));
    // MG-C-1002's e-mail is unknown: its license_no is Omar's BRN.
    expect(String((await listing('MG-C-1002', { draft: true }))?.expert)).toBe(
      String(experts.omar),
    );
    // MG-C-1003 has a name only, spaced and cased otherwise.
    expect(String((await listing('MG-C-1003', { draft: true }))?.expert)).toBe(
      String(experts.sophie),
    );
  });

  it('keeps as drafts what Dubai’s rules do not let it publish, and refuses the rest, with reasons', async () => {
    expect((await listing('MG-C-1002', { draft: true }))?._status).toBe('draft');
    expect((await listing('MG-C-1003', { draft: true }))?._status).toBe('draft');
    const drafts = Object.fromEntries(
      first.drafts.map((entry) => [entry.reference, entry.reasons]),
    );
    expect(Object.keys(drafts).sort()).toEqual(['MG-C-1002', 'MG-C-1003']);
    expect(drafts['MG-C-1002']).toContain(
      'A listing cannot be published without the permit’s expiry date',
    );
    expect(drafts['MG-C-1003']).toContain(
      'This expert has no BRN: add the broker registration number to their profile first',
    );
    expect(first.refused).toEqual([
      {
        reference: 'MG-C-2001',
        reasons: ['offering_type RR: the site lists residential sales (RS) only'],
      },
    ]);
    const warnings = Object.fromEntries(
      first.warnings.map((entry) => [entry.reference, entry.reasons]),
    );
    expect(warnings['MG-C-1003']).toContain(
      `photo ${host.baseUrl}/mg-c-1003/not-a-photo.jpg is not a JPEG, PNG, WebP or AVIF image`,
    );
  });

  it('fetches the photos over HTTP and from files and resizes them into media, in order', async () => {
    const harbour = await listing('MG-C-1001');
    const ids = (harbour?.gallery ?? []).map((row) => row.image);
    expect(ids).toHaveLength(2);
    const [cover, living] = await Promise.all(
      ids.map((id) => payload.findByID({ collection: 'media', id, overrideAccess: true })),
    );
    expect(cover).toMatchObject({ mimeType: 'image/webp', width: 2400 });
    expect(living).toMatchObject({ mimeType: 'image/webp', width: 1000 });
    // The editor's thumbnail; the pages' widths come from next/image's optimizer.
    expect(cover?.sizes).toMatchObject({ thumbnail: { width: 384, mimeType: 'image/webp' } });
    for (const name of [cover?.filename, cover?.sizes?.thumbnail?.filename])
      expect(existsSync(path.join(store.dataDir, 'media', String(name)))).toBe(true);
    const frond = await listing('MG-C-1002', { draft: true });
    expect(frond?.gallery).toHaveLength(1);
    // Nothing for the page that is not an image.
    expect((await listing('MG-C-1003', { draft: true }))?.gallery ?? []).toHaveLength(0);
    mediaAfterFirst = await mediaCount();
    expect(mediaAfterFirst).toBe(3);
  });

  it('changes nothing when the same feed comes again, and fetches no photo twice', async () => {
    const photoRequests = () => host.requests.filter((url) => url.startsWith('/mg-c-1001/'));
    const before = photoRequests().length;
    const versions = (await payload.countVersions({ collection: 'listings' })).totalDocs;
    const again = await importListingsFeed(payload, feed());
    expect(again.unchanged).toEqual(['MG-C-1001', 'MG-C-1002', 'MG-C-1003']);
    expect([again.created, again.updated, again.withdrawn]).toEqual([[], [], []]);
    expect(photoRequests()).toHaveLength(before);
    expect(await mediaCount()).toBe(mediaAfterFirst);
    expect((await payload.countVersions({ collection: 'listings' })).totalDocs).toBe(versions);
  });

  it('updates a price change, keeping the listing published and its photos', async () => {
    const before = await listing('MG-C-1001');
    const report = await importListingsFeed(
      payload,
      feed((xml) => xml.replace('<price>2450000</price>', '<price>2299000</price>')),
    );
    expect(report.updated).toEqual(['MG-C-1001']);
    expect(report.unchanged).toEqual(['MG-C-1002', 'MG-C-1003']);
    const after = await listing('MG-C-1001');
    expect(after).toMatchObject({ _status: 'published', priceAed: 2_299_000, slug: before?.slug });
    expect(after?.gallery?.map((row) => row.image)).toEqual(
      before?.gallery?.map((row) => row.image),
    );
    expect(after?.title.ar).toBe(before?.title.ar);
    expect(await mediaCount()).toBe(mediaAfterFirst);
  });

  it('withdraws, never deletes, an imported listing a full feed no longer holds', async () => {
    // A listing an editor made is not the feed's to withdraw.
    await payload.create({
      collection: 'listings',
      data: {
        title: 'Entered by hand',
        reference: 'MG-HAND-1',
        slug: 'entered-by-hand',
        area: 'jvc',
        type: 'apartment',
        completion: 'ready',
        bedrooms: 1,
        bathrooms: 1,
        sizeSqft: 700,
        priceAed: 900_000,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      locale: 'en',
    });
    const partial = feed((xml) => xml.replace('<price>2450000</price>', '<price>2299000</price>'));
    const report = await importListingsFeed(payload, withoutProperty('MG-C-1001')(partial));
    expect(report.withdrawn).toEqual(['MG-C-1001']);
    const withdrawn = await listing('MG-C-1001');
    expect(withdrawn).toMatchObject({ _status: 'published', offerStatus: 'sold' });
    expect(withdrawn?.feed.withdrawnAt).toBeTruthy();
    expect(await listing('MG-HAND-1', { draft: true })).toMatchObject({ offerStatus: 'draft' });
    // Not full: nothing is withdrawn; an empty feed (an export gone wrong) withdraws nothing either.
    expect(
      (
        await importListingsFeed(
          payload,
          withoutProperty('MG-C-1001')(withoutProperty('MG-C-1002')(partial)),
          { full: false },
        )
      ).withdrawn,
    ).toEqual([]);
    expect(await listing('MG-C-1002', { draft: true })).toMatchObject({ offerStatus: 'available' });
    expect(
      (await importListingsFeed(payload, '<list last_update="" listing_count="0"></list>'))
        .withdrawn,
    ).toEqual([]);
    // Back in the feed, it is offered again.
    const back = await importListingsFeed(payload, partial);
    expect(back.updated).toEqual(['MG-C-1001']);
    expect(await listing('MG-C-1001')).toMatchObject({
      _status: 'published',
      offerStatus: 'available',
      feed: { withdrawnAt: null },
    });
  });
});

describe('polling LISTINGS_FEED_URL', { timeout: 120_000 }, () => {
  it('reads its settings: a URL, every 15 minutes unless told otherwise', () => {
    expect(listingsFeedSettings({})).toBeUndefined();
    expect(listingsFeedSettings({ LISTINGS_FEED_URL: 'https://crm.example/feed.xml' })).toEqual({
      url: 'https://crm.example/feed.xml',
      intervalMs: 15 * 60_000,
    });
    expect(
      listingsFeedSettings({
        LISTINGS_FEED_URL: 'file:///srv/feed.xml',
        LISTINGS_FEED_INTERVAL_MINUTES: '5',
      }),
    ).toEqual({ url: 'file:///srv/feed.xml', intervalMs: 5 * 60_000 });
    expect(() => listingsFeedSettings({ LISTINGS_FEED_URL: 'ftp://crm.example/feed' })).toThrow(
      'LISTINGS_FEED_URL must be an http(s) or file: URL',
    );
    expect(() =>
      listingsFeedSettings({
        LISTINGS_FEED_URL: 'https://a.example',
        LISTINGS_FEED_INTERVAL_MINUTES: '0',
      }),
    ).toThrow('at least 1');
  });

  it('imports the feed at its URL once per interval across instances, and reports', async () => {
    host.files.set('/feed.xml', {
      type: 'application/xml',
      body: feed((xml) => xml.replace('<price>2450000</price>', '<price>2199000</price>')),
    });
    const settings = { url: `${host.baseUrl}/feed.xml`, intervalMs: 15 * 60_000 };
    const summary = await runListingsFeedImport(settings, { scheduled: true });
    expect(summary).toMatch(/^0 created, 1 updated, 2 unchanged, 0 withdrawn/);
    expect(summary).toContain('MG-C-2001: offering_type RR');
    expect(await listing('MG-C-1001')).toMatchObject({ priceAed: 2_199_000 });
    // Another instance's poll within the interval is spared; run by hand, it imports again.
    expect(await runListingsFeedImport(settings, { scheduled: true })).toBeUndefined();
    expect(await runListingsFeedImport(settings)).toMatch(/^0 created, 0 updated, 3 unchanged/);
  });
});
