import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { roadshowEventPages } from '@/lib/roadshow/pages';
import { provideTestStore } from './support/lead-service';
import { closeContent } from './support/content';

/**
 * docs/content.md: the roadshow's dates are seeded into an empty content database, and the
 * roadshow pages show what staff publish and is still to come, drafts never
 * (lib/content/seed-events.ts, lib/roadshow/store.ts).
 */
provideTestStore();

// React's request cache outside a render: each call reads the database afresh.
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache: <T>(fn: T) => fn,
}));

let payload: Payload;
let store: typeof import('@/lib/roadshow/store');
let stub: typeof import('../unit/stubs/event-store');

const beforeTheTour = new Date('2026-11-27T12:00:00Z');

beforeAll(async () => {
  // The configuration reads DATA_DIR / DATABASE_URL when loaded: after the test store set them.
  const { content } = await import('@/lib/content/content');
  const { seedEvents } = await import('@/lib/content/seed-events');
  payload = await content();
  expect(await seedEvents(payload)).toBe(12);
  store = await import('@/lib/roadshow/store');
  stub = await import('../unit/stubs/event-store');
}, 300_000);

afterAll(async () => {
  await closeContent(payload);
});

const withoutId = ({ id: _id, ...event }: import('@/lib/roadshow/types').RoadshowEvent) => event;

describe('the seeded roadshow', { timeout: 120_000 }, () => {
  it('is today’s: the same seminars on each page, in order, in 13 languages', async () => {
    for (const page of roadshowEventPages) {
      for (const locale of locales) {
        const seeded = await store.getUpcomingEvents(page, locale, beforeTheTour);
        const expected = await stub.getUpcomingEvents(page, locale, beforeTheTour);
        expect(seeded.map(withoutId), `${page} ${locale}`).toEqual(expected.map(withoutId));
      }
    }
    const germany = await store.getUpcomingEvents('roadshow-germany', 'de', beforeTheTour);
    expect(germany[0]).toMatchObject({
      city: 'München',
      venue: 'Hotel Bayerischer Hof',
      address: 'Promenadeplatz 2–6, 80333 München',
      startsAt: '2027-02-18T17:30:00.000Z',
      endsAt: '2027-02-18T20:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
  });
});

describe('what visitors see of what staff publish', { timeout: 120_000 }, () => {
  const munich = (startsAt: string, endsAt: string) => ({
    page: 'roadshow-germany',
    city: 'Munich',
    venue: 'Hotel Vier Jahreszeiten Kempinski',
    address: 'Maximilianstraße 17, 80539 München',
    startsAt,
    startsAt_tz: 'Europe/Berlin',
    endsAt,
    endsAt_tz: 'Europe/Berlin',
  });
  const germanCities = async (now = beforeTheTour) =>
    (await store.getUpcomingEvents('roadshow-germany', 'en', now)).map((event) => event.venue);

  it('never shows a draft; shows it once published, in date order', async () => {
    const draft = await payload.create({
      collection: 'events',
      draft: true,
      data: {
        ...munich('2027-03-20T09:00:00.000Z', '2027-03-20T11:30:00.000Z'),
        _status: 'draft',
      } as never,
    });
    expect(await germanCities()).not.toContain('Hotel Vier Jahreszeiten Kempinski');
    await payload.update({
      collection: 'events',
      id: draft.id,
      data: { _status: 'published' } as never,
    });
    // After Hamburg (13 March), the last of the seed's German dates.
    expect((await germanCities()).at(-1)).toBe('Hotel Vier Jahreszeiten Kempinski');
    // A newer draft of a published event leaves the published words on the page.
    await payload.update({
      collection: 'events',
      id: draft.id,
      draft: true,
      data: { venue: 'Draft venue', _status: 'draft' } as never,
    });
    expect(await germanCities()).toContain('Hotel Vier Jahreszeiten Kempinski');
    expect(await germanCities()).not.toContain('Draft venue');
    // Unpublished, it leaves the page.
    await payload.update({
      collection: 'events',
      id: draft.id,
      data: { _status: 'draft' } as never,
    });
    expect(await germanCities()).not.toContain('Hotel Vier Jahreszeiten Kempinski');
  });

  it('never shows a seminar that has ended', async () => {
    await payload.create({
      collection: 'events',
      data: {
        ...munich('2026-10-01T16:30:00.000Z', '2026-10-01T19:00:00.000Z'),
        venue: 'Last autumn’s venue',
        _status: 'published',
      } as never,
    });
    expect(await germanCities(new Date())).not.toContain('Last autumn’s venue');
    expect(await germanCities(new Date('2026-10-01T18:59:00Z'))).toContain('Last autumn’s venue');
    expect(await germanCities(new Date('2026-10-01T19:00:00Z'))).not.toContain(
      'Last autumn’s venue',
    );
  });

  it('shows the English words where a language has none yet', async () => {
    const created = await payload.create({
      collection: 'events',
      locale: 'en',
      data: {
        ...munich('2027-03-27T09:00:00.000Z', '2027-03-27T11:30:00.000Z'),
        venue: 'Rosewood Munich',
        _status: 'published',
      } as never,
    });
    await payload.update({
      collection: 'events',
      id: created.id,
      locale: 'de',
      data: { city: 'München' } as never,
    });
    const german = await store.getUpcomingEvents('roadshow-germany', 'de', beforeTheTour);
    expect(german.find((event) => event.id === String(created.id))).toMatchObject({
      city: 'München',
      venue: 'Rosewood Munich',
    });
  });
});
