import 'server-only';
import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/adapters';

/**
 * better-auth's database adapter with the session tokens stored hashed (docs/design.md §12): the
 * cookie holds the token, the `staff_session` row only its SHA-256, so a copy of the database (a
 * backup, a read replica, a leaked dump) opens no session. better-auth 1.7 hashes verification
 * identifiers on request but not session tokens; this wrapper does it at the adapter, where every
 * session read and write passes: the token is hashed in each `where` and on create, and the row
 * read back by its token gets the caller's token again (better-auth re-sets the cookie from it).
 * A plain token is 32 random characters; SHA-256 of it is as unguessable, and no salt is needed.
 */
export function sessionTokenHash(token: string): string {
  return `sha256:${createHash('sha256').update(token).digest('base64url')}`;
}

const isSession = (model: string) => model === 'session' || model === 'staff_session';

function hashWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const { value } = clause;
    if (typeof value === 'string') return { ...clause, value: sessionTokenHash(value) };
    if (Array.isArray(value))
      return { ...clause, value: (value as string[]).map((item) => sessionTokenHash(item)) };
    return clause;
  });
}

/** The plain token each stored hash was asked for, to give the rows read back their token. */
function tokensAsked(where: Where[] | undefined): Map<string, string> {
  const asked = new Map<string, string>();
  for (const clause of where ?? []) {
    if (clause.field !== 'token') continue;
    const values = Array.isArray(clause.value) ? clause.value : [clause.value];
    for (const value of values)
      if (typeof value === 'string') asked.set(sessionTokenHash(value), value);
  }
  return asked;
}

function withToken<T>(row: T, asked: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const token = (row as { token?: unknown }).token;
  if (typeof token !== 'string' || !asked.has(token)) return row;
  return { ...row, token: asked.get(token) };
}

type Arg<Method extends keyof DBTransactionAdapter> = DBTransactionAdapter[Method] extends (
  data: infer Data,
) => unknown
  ? Data
  : never;

function hashSessionTokens(adapter: DBTransactionAdapter): DBTransactionAdapter {
  return {
    ...adapter,
    async create<T extends Record<string, unknown>, R = T>(data: {
      model: string;
      data: Omit<T, 'id'>;
      select?: string[] | undefined;
      forceAllowId?: boolean | undefined;
    }): Promise<R> {
      const token = (data.data as { token?: unknown }).token;
      if (!isSession(data.model) || typeof token !== 'string') return adapter.create<T, R>(data);
      const hashed = sessionTokenHash(token);
      const stored = { ...data.data, token: hashed } as Omit<T, 'id'>;
      const row = await adapter.create<T, R>({ ...data, data: stored });
      return withToken(row, new Map([[hashed, token]]));
    },
    async findOne<T>(data: Arg<'findOne'>): Promise<T | null> {
      if (!isSession(data.model)) return adapter.findOne<T>(data);
      const row = await adapter.findOne<T>({ ...data, where: hashWhere(data.where)! });
      return withToken(row, tokensAsked(data.where));
    },
    async findMany<T>(data: Arg<'findMany'>): Promise<T[]> {
      if (!isSession(data.model)) return adapter.findMany<T>(data);
      const asked = tokensAsked(data.where);
      const rows = await adapter.findMany<T>({ ...data, where: hashWhere(data.where) });
      return rows.map((row) => withToken(row, asked));
    },
    count: (data) =>
      adapter.count(isSession(data.model) ? { ...data, where: hashWhere(data.where) } : data),
    async update<T>(data: Arg<'update'>): Promise<T | null> {
      if (!isSession(data.model)) return adapter.update<T>(data);
      const update =
        typeof data.update.token === 'string'
          ? { ...data.update, token: sessionTokenHash(data.update.token) }
          : data.update;
      const row = await adapter.update<T>({ ...data, where: hashWhere(data.where)!, update });
      return withToken(row, tokensAsked(data.where));
    },
    updateMany: (data) =>
      adapter.updateMany(isSession(data.model) ? { ...data, where: hashWhere(data.where)! } : data),
    delete: (data) =>
      adapter.delete(isSession(data.model) ? { ...data, where: hashWhere(data.where)! } : data),
    deleteMany: (data) =>
      adapter.deleteMany(isSession(data.model) ? { ...data, where: hashWhere(data.where)! } : data),
    consumeOne: (data) =>
      adapter.consumeOne(isSession(data.model) ? { ...data, where: hashWhere(data.where)! } : data),
    incrementOne: (data) =>
      adapter.incrementOne(
        isSession(data.model) ? { ...data, where: hashWhere(data.where)! } : data,
      ),
  };
}

/** The `database` option of betterAuth(): `factory` is the project's store's own adapter. */
export function withHashedSessionTokens(
  factory: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
) {
  return (options: BetterAuthOptions): DBAdapter => {
    const adapter = factory(options);
    return {
      ...adapter,
      ...hashSessionTokens(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(hashSessionTokens(trx))),
    };
  };
}
