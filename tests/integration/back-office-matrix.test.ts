import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as leadsRoute } from '@/app/api/leads/route';
import { currentStaff } from '@/lib/server/admin/guard';
import { may, type StaffRole } from '@/lib/server/admin/roles';
import { signInStaff } from '@/lib/server/admin/sign-in';
import { addStaffAccount } from '@/lib/server/admin/staff-accounts';
import { getLeadStore } from '@/lib/server/database/connection';
import {
  backOfficeSurface,
  type SurfaceEntry,
  type SurfaceFixture,
} from './support/back-office-surface';
import { serverTreeText } from './support/server-tree-text';
import { jsonRequest, provideTestStore, requestCallLead } from './support/lead-service';

/**
 * docs/design.md §12: every back-office page, server action and route (the list of
 * support/back-office-surface.ts, checked against app/admin by a unit test) × anonymous, admin,
 * sales and marketing. Each answer is the one the role may have (sign-in, 404, 401/403, refused or
 * served), a refusal changes nothing, and no answer holds what the role may not read.
 */

// The request a page or action runs in: its headers and cookies, as Next would give them.
const request = vi.hoisted(() => ({ headers: new Headers() }));

class RedirectAnswer extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
class NotFoundAnswer extends Error {}

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
  cookies: async () => {
    const jar = new Map(
      (request.headers.get('cookie') ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]),
    );
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
      set: () => undefined,
      delete: () => undefined,
    };
  },
}));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new RedirectAnswer(url);
  },
  notFound: () => {
    throw new NotFoundAnswer();
  },
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

// These accounts sign in with a password alone; staff-sign-in.test.ts has the second factor.
const store = provideTestStore({ STAFF_TWO_FACTOR: 'optional' });

type Visitor = 'anonymous' | StaffRole;
const visitors: Visitor[] = ['anonymous', 'marketing', 'sales', 'manager', 'admin'];
type Outcome = 'served' | 'sign-in' | 'not-found' | 'refused' | '401' | '403';

const password = 'a long enough password';
const secrets = {
  /** contact details of every lead: never for marketing (nor anyone without a session) */
  contacts: [
    '+971503330001',
    '+971503330002',
    '+971503330003',
    'own.matrix@example.com',
    'other.matrix@example.com',
    'CV-BYTES-OF-THE-OTHER-LEAD',
  ],
  /** another expert's leads: never for the sales account */
  othersLeads: [
    'Other Matrix',
    '+971503330002',
    'other.matrix@example.com',
    'Held Matrix',
    '+971503330003',
    'CV-BYTES-OF-THE-OTHER-LEAD',
  ],
  /** staff data: only for admins */
  staff: ['victim.matrix@meridiangate.test', 'invited-'],
  /** any lead at all: nothing without a session */
  leads: ['Own Matrix', 'Other Matrix', 'Held Matrix', 'matrix-source'],
};
const forbidden: Record<Visitor, string[]> = {
  anonymous: [...secrets.contacts, ...secrets.othersLeads, ...secrets.staff, ...secrets.leads],
  marketing: [...secrets.contacts, ...secrets.staff],
  sales: [...secrets.othersLeads, ...secrets.staff],
  manager: [...secrets.staff],
  admin: [],
};

const cookies: Partial<Record<Visitor, string>> = {};
let fixture: SurfaceFixture;

async function storeLead(fields: Record<string, unknown>): Promise<string> {
  const response = await leadsRoute(jsonRequest('/api/leads', requestCallLead(fields)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function sessionOf(role: StaffRole, address: string): Promise<string> {
  const result = await signInStaff(
    `${role}.matrix@meridiangate.test`,
    password,
    headersOf('', address),
  );
  if (result.outcome !== 'signed-in') throw new Error(`${role}: ${result.outcome}`);
  return result.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function headersOf(cookie: string, address = '203.0.113.50'): Headers {
  return new Headers({ ...(cookie ? { cookie } : {}), 'x-meridian-peer-address': address });
}

beforeAll(async () => {
  for (const role of ['admin', 'manager', 'sales', 'marketing'] as const)
    await addStaffAccount({
      email: `${role}.matrix@meridiangate.test`,
      role,
      agentId: role === 'sales' ? 'layla-haddad' : undefined,
      password,
    });
  const victim = await addStaffAccount({
    email: 'victim.matrix@meridiangate.test',
    role: 'marketing',
    password,
  });
  const ownLead = await storeLead({
    name: 'Own Matrix',
    phone: '+971503330001',
    email: 'own.matrix@example.com',
    utm_source: 'matrix-source',
  });
  const otherLead = await storeLead({
    name: 'Other Matrix',
    phone: '+971503330002',
    email: 'other.matrix@example.com',
    utm_source: 'matrix-source',
  });
  const heldLead = await storeLead({ name: 'Held Matrix', phone: '+971503330003', website: 'x' });
  const db = await getLeadStore();
  await fs.mkdir(path.join(store.dataDir, 'cv'), { recursive: true });
  await fs.writeFile(path.join(store.dataDir, 'cv', 'other.pdf'), 'CV-BYTES-OF-THE-OTHER-LEAD');
  await db
    .updateTable('leads')
    .set({ agent_id: 'layla-haddad' })
    .where('id', '=', ownLead)
    .execute();
  await db
    .updateTable('leads')
    .set({ agent_id: 'dmitri-volkov' })
    .where('id', 'in', [otherLead, heldLead])
    .execute();
  await db
    .updateTable('leads')
    .set({ cv_file: 'cv/other.pdf' })
    .where('id', '=', otherLead)
    .execute();
  let invitations = 0;
  fixture = {
    ownLead,
    otherLead,
    heldLead,
    victimId: victim.id,
    newEmail: () => `invited-${++invitations}@meridiangate.test`,
  };
  for (const [index, role] of (['admin', 'sales', 'marketing', 'manager'] as const).entries())
    cookies[role] = await sessionOf(role, `203.0.113.${60 + index}`);
}, 120_000);

/** What the role should get: the guard's answer, the lead's reach, or the page itself. */
function expected(entry: SurfaceEntry, visitor: Visitor): Outcome[] {
  if (entry.permission === 'anyone') return ['served', 'sign-in'];
  if (visitor === 'anonymous') return [entry.kind === 'route' ? '401' : 'sign-in'];
  if (!may(visitor, entry.permission)) return [entry.kind === 'route' ? '403' : 'not-found'];
  if (entry.beyondSales && visitor === 'sales') return ['not-found', 'refused'];
  if (entry.contact && visitor === 'marketing') return ['not-found', 'refused'];
  return [entry.endsSession ? 'sign-in' : 'served'];
}

async function call(
  entry: SurfaceEntry,
  given: ReturnType<SurfaceEntry['call']>,
  cookie: string,
): Promise<{ outcome: Outcome; text: string }> {
  const handlers = (await import(/* @vite-ignore */ `@/${entry.file}`)) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const handler = handlers[entry.name];
  if (!handler) throw new Error(`${entry.file} exports no ${entry.name}`);
  request.headers = headersOf(cookie);
  try {
    if (entry.kind === 'route') {
      const response = (await handler(
        new Request(`http://localhost${given.path}`, { headers: request.headers }),
        { params: Promise.resolve(given.params ?? {}) },
      )) as Response;
      const text = await response.text();
      const outcome =
        ({ 401: '401', 403: '403', 404: 'refused' } as const)[response.status as 401] ?? 'served';
      return { outcome, text };
    }
    const result =
      entry.kind === 'page'
        ? await serverTreeText(
            handler({
              params: Promise.resolve(given.params ?? {}),
              searchParams: Promise.resolve(given.searchParams ?? {}),
            }) as never,
            (error) => error instanceof RedirectAnswer || error instanceof NotFoundAnswer,
          )
        : JSON.stringify((await handler(...(given.args ?? []))) ?? null);
    return { outcome: 'served', text: result };
  } catch (error) {
    if (error instanceof RedirectAnswer)
      return {
        outcome: /^\/admin\/sign-in(\?|$)/.test(error.url) ? 'sign-in' : 'served',
        text: error.url,
      };
    if (error instanceof NotFoundAnswer) return { outcome: 'not-found', text: '' };
    if (error instanceof Error && /Refused$/.test(error.constructor.name))
      return { outcome: 'refused', text: '' };
    throw error;
  }
}

/** Everything a refusal must leave as it was (every change is audited, lead or account). */
async function snapshot(): Promise<string> {
  const db = await getLeadStore();
  const [audit, leads, staff, notes] = await Promise.all([
    db.selectFrom('staff_audit').select('id').orderBy('id').execute(),
    db
      .selectFrom('leads')
      .select(['id', 'work_status', 'agent_id', 'forward_status'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('staff_user')
      .select(['id', 'role', 'agentId', 'disabledAt'])
      .orderBy('id')
      .execute(),
    db.selectFrom('lead_notes').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify({ audit, leads, staff, notes });
}

describe('the back-office role matrix', { timeout: 120_000 }, () => {
  it('answers every page, action and route as each role may, and leaks nothing', async () => {
    // A client component called outside React is expected to fail its hooks (server-tree-text.ts).
    const consoleError = console.error;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('Invalid hook call')) consoleError(...args);
    });
    const table: string[] = [];
    const wrong: string[] = [];
    for (const entry of backOfficeSurface) {
      const row: string[] = [];
      for (const visitor of visitors) {
        const cookie =
          visitor === 'anonymous'
            ? ''
            : entry.endsSession
              ? await sessionOf(visitor, '203.0.113.70')
              : cookies[visitor]!;
        const given = entry.call(fixture);
        const before = await snapshot();
        const { outcome, text } = await call(entry, given, cookie);
        row.push(outcome);
        const label = `${entry.file} ${entry.name} ${JSON.stringify(given.params ?? given.searchParams ?? '')} as ${visitor}`;
        if (!expected(entry, visitor).includes(outcome))
          wrong.push(`${label}: ${outcome}, not ${expected(entry, visitor).join(' or ')}`);
        if (entry.endsSession && visitor !== 'anonymous' && (await currentStaff(headersOf(cookie))))
          wrong.push(`${label}: the session still opens the desk`);
        if (outcome !== 'served' && !entry.endsSession && (await snapshot()) !== before)
          wrong.push(`${label}: refused, yet changed something`);
        for (const secret of forbidden[visitor])
          if (text.includes(secret)) wrong.push(`${label}: shows ${secret}`);
      }
      table.push(
        `${entry.kind} ${entry.file.replace('app/admin', '')} ${entry.name}: ${row.join(' | ')}`,
      );
    }
    console.log(`anonymous | marketing | sales | manager | admin\n${table.join('\n')}`);
    expect(wrong).toEqual([]);
  });
});
