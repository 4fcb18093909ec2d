import type { Payload } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { backOfficeStrategy } from '@/lib/content/staff-strategy';
import type { Staff } from '@/lib/server/admin/roles';

const admin: Staff = {
  id: 'u1',
  email: 'root@example.test',
  name: 'Root',
  role: 'admin',
  agentId: null,
};

/** payload.db with one table of rows by id, enough for the mirror. */
function fakePayload(rows = new Map<string, Record<string, unknown>>()) {
  const db = {
    findOne: vi.fn(async ({ where }: { where: { id: { equals: string } } }) => {
      return rows.get(where.id.equals) ?? null;
    }),
    create: vi.fn(async ({ data }: { data: Record<string, unknown> & { id: string } }) => {
      rows.set(data.id, data);
      return data;
    }),
    updateOne: vi.fn(async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
      const row = { ...rows.get(id), ...data };
      rows.set(id, row);
      return row;
    }),
  };
  return { payload: { db } as unknown as Payload, db, rows };
}

describe('the back office session as Payload’s only way in', () => {
  it('makes the signed-in member a Payload user of the staff collection, with their role', async () => {
    const { payload, db } = fakePayload();
    const strategy = backOfficeStrategy(async () => admin);
    const { user } = await strategy.authenticate({ headers: new Headers(), payload });
    expect(user).toMatchObject({
      id: 'u1',
      email: 'root@example.test',
      role: 'admin',
      collection: 'staff',
      _strategy: 'back-office-session',
    });
    expect(db.create).toHaveBeenCalledOnce();
  });

  it('gives no user without a session (or for a disabled account, which has none)', async () => {
    const { payload, db } = fakePayload();
    const strategy = backOfficeStrategy(async () => undefined);
    expect(await strategy.authenticate({ headers: new Headers(), payload })).toEqual({
      user: null,
    });
    expect(db.findOne).not.toHaveBeenCalled();
  });

  it('keeps the mirror row in step with the account, writing only when it changed', async () => {
    const { payload, db, rows } = fakePayload();
    const strategy = backOfficeStrategy(async () => admin);
    await strategy.authenticate({ headers: new Headers(), payload });
    await strategy.authenticate({ headers: new Headers(), payload });
    expect(db.updateOne).not.toHaveBeenCalled();
    const demoted = backOfficeStrategy(async () => ({ ...admin, role: 'marketing' }));
    const { user } = await demoted.authenticate({ headers: new Headers(), payload });
    expect(user).toMatchObject({ role: 'marketing' });
    expect(rows.get('u1')).toMatchObject({ role: 'marketing' });
  });
});
