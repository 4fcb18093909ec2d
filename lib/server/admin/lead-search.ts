import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * A search of the leads keeps its words out of the URL (docs/design.md §12): the query is kept in
 * an HTTP-only cookie for half an hour, under a random id the URL carries, so a phone number or an
 * e-mail never reaches the address bar, the history, a proxy's log or a Referer. A URL whose id is
 * not the cookie's (another browser, an old link) simply searches nothing.
 */
export const searchCookie = {
  name: 'admin-search',
  options: {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/admin',
    maxAge: 30 * 60,
    secure: process.env.NODE_ENV === 'production',
  },
};

const storedSchema = z.object({ id: z.string().min(1).max(64), q: z.string().max(200) });

export function newSearch(query: string): { id: string; cookie: string } {
  const id = randomUUID();
  const stored = JSON.stringify({ id, q: query.trim().slice(0, 200) });
  return { id, cookie: Buffer.from(stored).toString('base64url') };
}

/** The query the URL's search id names, if this browser's cookie holds it. */
export function searchOf(cookieValue: string | undefined, id: string | undefined) {
  if (!cookieValue || !id) return undefined;
  try {
    const text = Buffer.from(cookieValue, 'base64url').toString('utf8');
    const stored = storedSchema.parse(JSON.parse(text));
    return stored.id === id ? stored.q : undefined;
  } catch {
    return undefined;
  }
}
