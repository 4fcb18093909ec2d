import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { setStaffDisabled } from '@/lib/server/admin/staff-directory';
import type { Staff } from '@/lib/server/admin/roles';
import { provideTestStore } from './support/lead-service';
import { closeContent, openContent } from './support/content';

/**
 * docs/content.md: staff sign in once. The back office's session is Payload's only way in
 * (lib/content/staff-strategy.ts), and the roles decide what each may change (lib/content/access.ts),
 * on the content's own database (its SQLite file in DATA_DIR, or its schema with DATABASE_URL).
 */
provideTestStore({ STAFF_TWO_FACTOR: 'optional' });

const password = 'a long enough password';
const from = (cookie = '') =>
  new Headers({ 'x-meridian-peer-address': '192.0.2.80', ...(cookie ? { cookie } : {}) });

let payload: Payload;
const ids: Record<string, string> = {};

async function browserOf(email: string): Promise<Headers> {
  const signedIn = await signInStaff(email, password, from());
  if (signedIn.outcome !== 'signed-in') throw new Error(signedIn.outcome);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return from(cookie);
}

async function userOf(email: string) {
  return (await payload.auth({ headers: await browserOf(email) })).user;
}

beforeAll(async () => {
  for (const [name, role, agentId] of [
    ['root', 'admin', undefined],
    ['marketing', 'marketing', undefined],
    ['sales', 'sales', 'layla-haddad'],
    ['leaver', 'marketing', undefined],
  ] as const)
    ids[name] = (
      await addStaffAccount({ email: `${name}@meridiangate.test`, role, agentId, password })
    ).id;
  payload = await openContent();
}, 120_000);

afterAll(async () => {
  await closeContent(payload);
});

// Each sign-in hashes a password (scrypt): seconds on a loaded machine.
describe('one sign-in for the back office and its content', { timeout: 60_000 }, () => {
  it('makes a signed-in admin a Payload user, with the back office’s role', async () => {
    const user = await userOf('root@meridiangate.test');
    expect(user).toMatchObject({
      id: ids.root,
      email: 'root@meridiangate.test',
      role: 'admin',
      collection: 'staff',
    });
  });

  it('knows nobody without a session, or with a forged one', async () => {
    expect((await payload.auth({ headers: from() })).user).toBeNull();
    expect(
      (await payload.auth({ headers: from('staff.session_token=forged.value') })).user,
    ).toBeNull();
  });

  it('drops a member of staff as soon as the back office disables them', async () => {
    const browser = await browserOf('leaver@meridiangate.test');
    expect((await payload.auth({ headers: browser })).user).toMatchObject({ role: 'marketing' });
    const admin: Staff = {
      id: ids.root!,
      email: 'root@meridiangate.test',
      name: 'root',
      role: 'admin',
      agentId: null,
    };
    await setStaffDisabled(admin, ids.leaver!, true);
    expect((await payload.auth({ headers: browser })).user).toBeNull();
  });
});

describe('what each role may change', { timeout: 60_000 }, () => {
  let layla: string | number;
  let omar: string | number;

  beforeAll(async () => {
    // Layla is a launch expert (the test store seeds them, and her sales account works her leads).
    const expert = async (agentId: string, brn: string | undefined) => {
      const data = { name: agentId, agentId, gender: 'female', title: 'Adviser', brn } as const;
      const { docs } = await payload.find({
        collection: 'experts',
        where: { agentId: { equals: agentId } },
        limit: 1,
      });
      return docs[0]
        ? payload.update({ collection: 'experts', id: docs[0].id, data })
        : payload.create({ collection: 'experts', data });
    };
    layla = (await expert('layla-haddad', '45123')).id;
    omar = (await expert('omar-khalil', undefined)).id;
  });

  const listing = (expert?: string | number) => ({
    title: 'Harbour View Residences',
    reference: `MG-${Math.random().toString(36).slice(2, 8)}`,
    slug: `harbour-view-${Math.random().toString(36).slice(2, 8)}`,
    offerStatus: 'available',
    area: 'creekHarbour',
    type: 'apartment',
    completion: 'offPlan',
    bedrooms: 2,
    bathrooms: 2,
    sizeSqft: 1210,
    priceAed: 2_450_000,
    developer: 'Emaar Properties',
    handover: { year: 2027, quarter: '4' },
    coordinates: { lat: 25.2, lng: 55.35 },
    expert,
  });

  it('lets marketing save a draft listing and refuses to publish it without a permit', async () => {
    const user = await userOf('marketing@meridiangate.test');
    const draft = await payload.create({
      collection: 'listings',
      data: { ...listing(layla), _status: 'draft' },
      draft: true,
      user,
      overrideAccess: false,
    });
    await expect(
      payload.update({
        collection: 'listings',
        id: draft.id,
        data: { _status: 'published' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          expect.objectContaining({
            path: 'permitNumber',
            message: expect.stringMatching(/permit/),
          }),
        ]),
      },
    });
    const published = await payload.update({
      collection: 'listings',
      id: draft.id,
      data: { _status: 'published', permitNumber: '7112345678', permitExpiry: '2099-01-01' },
      user,
      overrideAccess: false,
    });
    expect(published._status).toBe('published');
  });

  it('refuses to publish a listing whose expert has no BRN', async () => {
    const user = await userOf('marketing@meridiangate.test');
    await expect(
      payload.create({
        collection: 'listings',
        data: {
          ...listing(omar),
          _status: 'published',
          permitNumber: '7112345679',
          permitExpiry: '2099-01-01',
        },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({ path: 'expert', message: expect.stringMatching(/BRN/) }),
        ],
      },
    });
  });

  it('lets sales read listings but not change them, and edit only their own profile', async () => {
    const user = await userOf('sales@meridiangate.test');
    const { docs } = await payload.find({ collection: 'listings', user, overrideAccess: false });
    expect(docs.length).toBeGreaterThan(0);
    await expect(
      payload.update({
        collection: 'listings',
        id: docs[0]!.id,
        data: { priceAed: 1 },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      payload.create({
        collection: 'listings',
        data: { ...listing(layla), _status: 'draft' },
        draft: true,
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    const own = await payload.update({
      collection: 'experts',
      id: layla,
      data: { phone: '+971 50 318 4472' },
      user,
      overrideAccess: false,
    });
    expect(own.phone).toBe('+971 50 318 4472');
    await expect(
      payload.update({
        collection: 'experts',
        id: omar,
        data: { phone: '+971 50 000 0000' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lets nobody write the staff mirror by hand', async () => {
    const user = await userOf('root@meridiangate.test');
    await expect(
      payload.update({
        collection: 'staff',
        id: ids.marketing!,
        data: { role: 'admin' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
