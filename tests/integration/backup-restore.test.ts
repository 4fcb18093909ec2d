import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { staffAuth } from '@/lib/server/admin/auth';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { readCv } from '@/lib/server/cv-upload';
import { closeLeadStore, getLeadStore } from '@/lib/server/database/connection';
import { cvFiles, jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';
import { operator } from './support/operators';
import { cvRefOf, storeApplication, storeRequestCall } from './support/stored-leads';

const store = provideTestStore();
const password = 'a long enough password';
const email = 'totp-admin@meridiangate.test';
let totpSecret = '';
let cvRef = '';
const leadIds: string[] = [];

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 30 s, 6 digits, base32 secret. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 0xf;
  const code = (hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

function cookieHeaders(answer: Headers): Headers {
  const cookie = answer
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return new Headers({ cookie, 'x-meridian-peer-address': '203.0.113.40' });
}
const from = new Headers({ 'x-meridian-peer-address': '203.0.113.40' });

/** PostgreSQL: the test's database dropped and made again, empty, as after losing the server. */
async function emptyDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await addStaffAccount({ email, role: 'admin', password });
  const signedIn = await signInStaff(email, password, from);
  if (signedIn.outcome !== 'signed-in') throw new Error(`sign-in: ${signedIn.outcome}`);
  const auth = await staffAuth();
  const session = cookieHeaders(signedIn.headers);
  const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: session });
  if (enabled.method !== 'totp') throw new Error('TOTP is not available');
  totpSecret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
  await auth.api.verifyTOTP({ body: { code: totp(totpSecret) }, headers: session });

  const application = await storeApplication({
    name: 'Backed Up Applicant',
    phone: '+971552224444',
    email: 'backed-up@example.com',
  });
  leadIds.push(application);
  for (let index = 0; index < 5; index++)
    leadIds.push(await storeRequestCall({ phone: `+97155222500${index}` }));
  cvRef = await cvRefOf(application);
});

describe('backup and restore', { timeout: 180_000 }, () => {
  it('backs up while leads arrive, restores into an empty DATA_DIR, and everything is back', async () => {
    const archive = path.join(os.tmpdir(), `leads-backup-${process.pid}.tar`);
    try {
      // The site keeps taking leads while the backup runs.
      const [output] = await Promise.all([
        operator(`npm run -s backup -- "${archive}"`),
        (async () => {
          for (let index = 0; index < 5; index++)
            await leadsRoute(
              jsonRequest('/api/leads', requestCallLead({ phone: `+97155222600${index}` })),
            );
        })(),
      ]);
      expect(output).toMatch(/Backed up the (sqlite|postgres) store/);
      expect(((await fs.stat(archive)).mode & 0o777).toString(8)).toBe('600');

      // Everything lost: the data folder and the database.
      await closeLeadStore();
      await fs.rm(store.dataDir, { recursive: true, force: true });
      await fs.mkdir(store.dataDir);
      if (store.databaseUrl) await emptyDatabase(store.databaseUrl);

      await operator(`npm run -s restore -- "${archive}"`);
      const db = await getLeadStore();
      const restored = await db.selectFrom('leads').select('id').execute();
      for (const id of leadIds) expect(restored.map((lead) => lead.id)).toContain(id);
      const cv = await readCv(cvRef);
      expect(cv?.equals(Buffer.from(await cvFiles.pdf().arrayBuffer()))).toBe(true);

      // The staff account signs in with its password and its TOTP: the secret that encrypts it
      // came back with the backup.
      const signedIn = await signInStaff(email, password, from);
      expect(signedIn.outcome).toBe('two-factor');
      if (signedIn.outcome !== 'two-factor') return;
      const auth = await staffAuth();
      const verified = await auth.api.verifyTOTP({
        body: { code: totp(totpSecret) },
        headers: cookieHeaders(signedIn.headers),
      });
      expect(verified.user.email).toBe(email);

      // Never over live data.
      const refusal = await operator(`npm run -s restore -- "${archive}" 2>&1`).catch(
        (error: { code?: number; stdout?: string }) => error,
      );
      expect(refusal).toMatchObject({ code: 1, stdout: expect.stringMatching(/is not empty/) });
    } finally {
      await fs.rm(archive, { force: true });
    }
  });
});
