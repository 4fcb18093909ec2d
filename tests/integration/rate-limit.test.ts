import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { POST as startedChatRoute } from '@/app/started_chat/route';
import { countWrite } from '@/lib/server/rate-limit';
import { getLeadStore, observeQueries, storeDialect } from '@/lib/server/database/connection';
import { sql } from 'kysely';
import { peerAddressHeader } from '@/lib/server/client-address';
import { countRows, jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

provideTestStore({ RATE_LIMIT_PER_MINUTE: '3' });

const fromProxy = (address: string) => ({ 'x-forwarded-for': address });

describe('rate limit', () => {
  // The limit counts per clock minute: a run that crossed into the next minute would see a fresh
  // budget halfway through. Each test runs at the start of the same minute (only Date is faked).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:30:01Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After once an address passes the limit, and stores nothing more', async () => {
    process.env.TRUST_PROXY = '1';
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await leadsRoute(
        jsonRequest('/api/leads', requestCallLead(), fromProxy('203.0.113.7')),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(await response.json()).toEqual({
          code: 'tooManyRequests',
          message: 'Too many requests, please try again later',
        });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await countRows('leads')).toBe(3);

    // Another visitor is not held back, and every write endpoint shares the visitor's budget.
    expect(
      (await leadsRoute(jsonRequest('/api/leads', requestCallLead(), fromProxy('198.51.100.20'))))
        .status,
    ).toBe(201);
    expect(
      (await startedChatRoute(jsonRequest('/started_chat', {}, fromProxy('203.0.113.7')))).status,
    ).toBe(429);
  });

  it('keeps the count in the database, where every instance sees it', async () => {
    expect(await countRows('rate_limit_hits')).toBeGreaterThan(0);
  });

  it('takes the address the trusted proxy appended, not what the visitor wrote before it', async () => {
    process.env.TRUST_PROXY = '1';
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const spoofed = `10.0.0.${attempt}, 192.0.2.55`;
      statuses.push(
        (await leadsRoute(jsonRequest('/api/leads', requestCallLead(), fromProxy(spoofed)))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY and counts the peer address', async () => {
    delete process.env.TRUST_PROXY;
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const headers = { ...fromProxy(`10.1.0.${attempt}`), [peerAddressHeader]: '192.0.2.99' };
      statuses.push(
        (await leadsRoute(jsonRequest('/api/leads', requestCallLead(), headers))).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('gives an IPv6 /64 one budget', async () => {
    process.env.TRUST_PROXY = '1';
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push(
        (
          await leadsRoute(
            jsonRequest('/api/leads', requestCallLead(), fromProxy(`2001:db8:1:2::${attempt}`)),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts without waiting for the disk, and leaves the next commit durable', async () => {
    const statements: string[] = [];
    const stop = observeQueries(({ sql }) => statements.push(sql));
    try {
      await countWrite('relaxed-commit', 100);
    } finally {
      stop();
    }
    const upsert = statements.findIndex((statement) => statement.startsWith('insert into'));
    if (storeDialect() === 'sqlite') {
      expect(statements.slice(0, upsert)).toEqual(['pragma synchronous = NORMAL']);
      expect(statements.at(-1)).toBe('pragma synchronous = FULL');
      // The lead that follows commits with a sync of the WAL again (2 = FULL).
      const db = await getLeadStore();
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows[0]?.synchronous).toBe(2);
    } else {
      expect(statements.slice(0, upsert)).toEqual(['begin', 'set local synchronous_commit = off']);
      expect(statements.at(-1)).toBe('commit');
    }
    expect(upsert).toBeGreaterThan(0);
  });

  it('opens a new window each minute', async () => {
    const minute = 60_000 * 29_000_000;
    for (let hit = 0; hit < 3; hit++)
      expect((await countWrite('window-test', 3, minute + 10_000)).allowed).toBe(true);
    expect(await countWrite('window-test', 3, minute + 50_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 10,
    });
    expect((await countWrite('window-test', 3, minute + 60_000)).allowed).toBe(true);
  });
});
