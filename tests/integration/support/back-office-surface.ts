/**
 * Every page, server action and route handler of the back office (app/admin), as the role matrix
 * (tests/integration/back-office-matrix.test.ts) calls them. Data only, no imports of the app: the
 * unit test tests/unit/codebase/back-office-guard.test.ts checks this list against the files under
 * app/admin, so a new page, action or route without an entry fails.
 */
import type { Permission } from '@/lib/server/admin/roles';

/** What the matrix made to call each entry: ids of its leads and accounts. */
export type SurfaceFixture = {
  /** another expert's lead (not the sales account's), with an e-mail and a CV */
  otherLead: string;
  /** the sales account's own lead */
  ownLead: string;
  /** a lead the bot trap holds, another expert's */
  heldLead: string;
  /** an account only admins may see or change */
  victimId: string;
  /** a fresh e-mail for each invitation */
  newEmail: () => string;
};

export type SurfaceEntry = {
  /** the file under app/admin */
  file: string;
  /** the exported function: `default` for pages, `GET` for routes, the action's name */
  name: string;
  kind: 'page' | 'action' | 'route';
  /** the permission it needs; `anyone` for the sign-in and invitation (no session by nature) */
  permission: Permission | 'anyone';
  /** the target is out of the sales account's reach (another expert's lead) */
  beyondSales?: boolean;
  /** the answer is contact details (a CV): marketing is refused although it reads leads */
  contact?: boolean;
  /** pages: params and search params; actions: the arguments; routes: path and params */
  call: (fixture: SurfaceFixture) => {
    params?: Record<string, string>;
    searchParams?: Record<string, string>;
    args?: unknown[];
    path?: string;
  };
  /** the action ends the session it runs in (its answer: the sign-in page); it gets a session of its own */
  endsSession?: boolean;
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const desk = 'app/admin/(desk)';

export const backOfficeSurface: SurfaceEntry[] = [
  // Pages
  {
    file: `${desk}/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    call: () => ({}),
  },
  {
    file: `${desk}/leads/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    call: () => ({}),
  },
  {
    file: `${desk}/leads/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    // A search by the leads' phone prefix: marketing and sales must find nothing of the others.
    call: () => ({ searchParams: { q: '+97150333000' } }),
  },
  {
    file: `${desk}/leads/[id]/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    beyondSales: true,
    call: (fixture) => ({ params: { id: fixture.otherLead } }),
  },
  {
    file: `${desk}/leads/[id]/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    call: (fixture) => ({ params: { id: fixture.ownLead } }),
  },
  {
    file: `${desk}/leads/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.read',
    call: () => ({ searchParams: { view: 'all' } }),
  },
  {
    file: `${desk}/today/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'leads.work',
    call: () => ({}),
  },
  {
    file: `${desk}/campaigns/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'campaigns.read',
    call: () => ({}),
  },
  {
    file: `${desk}/account/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'account.self',
    call: () => ({}),
  },
  {
    file: `${desk}/staff/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'staff.manage',
    call: () => ({}),
  },
  {
    file: `${desk}/calls/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'calls.read',
    call: () => ({}),
  },
  {
    file: `${desk}/hours/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'hours.edit',
    call: () => ({}),
  },
  {
    file: `${desk}/people/page.tsx`,
    name: 'default',
    kind: 'page',
    permission: 'people.manage',
    call: () => ({}),
  },
  {
    file: 'app/admin/sign-in/page.tsx',
    name: 'default',
    kind: 'page',
    permission: 'anyone',
    call: () => ({}),
  },
  {
    file: 'app/admin/sign-in/two-factor/page.tsx',
    name: 'default',
    kind: 'page',
    permission: 'anyone',
    call: () => ({}),
  },
  {
    file: 'app/admin/invite/[token]/page.tsx',
    name: 'default',
    kind: 'page',
    permission: 'anyone',
    call: () => ({ params: { token: 'not-a-token' } }),
  },

  // Routes
  {
    file: `${desk}/leads/[id]/cv/route.ts`,
    name: 'GET',
    kind: 'route',
    permission: 'leads.read',
    beyondSales: true,
    contact: true,
    call: (fixture) => ({
      path: `/admin/leads/${fixture.otherLead}/cv`,
      params: { id: fixture.otherLead },
    }),
  },
  {
    file: `${desk}/people/export/route.ts`,
    name: 'POST',
    kind: 'route',
    permission: 'people.manage',
    call: () => ({ path: '/admin/people/export' }),
  },
  {
    file: `${desk}/leads/csv/route.ts`,
    name: 'GET',
    kind: 'route',
    permission: 'leads.read',
    call: () => ({ path: '/admin/leads/csv?view=all' }),
  },
  // The editor's Preview button and the preview banner's way out (lib/content/preview.ts).
  {
    file: 'app/admin/preview/route.ts',
    name: 'GET',
    kind: 'route',
    permission: 'content.read',
    call: () => ({
      path: '/admin/preview?collection=listings&slug=frond-signature-villa&locale=ar',
    }),
  },
  {
    file: 'app/admin/preview/route.ts',
    name: 'POST',
    kind: 'route',
    permission: 'content.read',
    call: () => ({ path: '/admin/preview' }),
  },
  {
    file: `${desk}/campaigns/csv/route.ts`,
    name: 'GET',
    kind: 'route',
    permission: 'campaigns.read',
    call: () => ({ path: '/admin/campaigns/csv' }),
  },

  // Server actions
  {
    file: `${desk}/actions.ts`,
    name: 'signOut',
    kind: 'action',
    permission: 'account.self',
    endsSession: true,
    call: () => ({ args: [] }),
  },
  {
    file: `${desk}/account/actions.ts`,
    name: 'setUpTwoFactor',
    kind: 'action',
    permission: 'account.self',
    call: () => ({ args: [{ step: 'start' }, form({ password: 'not the password at all' })] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'setLeadStatus',
    kind: 'action',
    permission: 'leads.work',
    beyondSales: true,
    call: (fixture) => ({ args: [fixture.otherLead, form({ status: 'contacted' })] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'addNote',
    kind: 'action',
    permission: 'leads.work',
    beyondSales: true,
    call: (fixture) => ({ args: [fixture.otherLead, form({ body: 'a note' })] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'reassign',
    kind: 'action',
    permission: 'leads.reassign',
    call: (fixture) => ({ args: [fixture.ownLead, form({ agent: 'dmitri-volkov' })] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'tapContact',
    kind: 'action',
    permission: 'leads.work',
    beyondSales: true,
    call: (fixture) => ({ args: [fixture.otherLead, 'call'] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'markContacted',
    kind: 'action',
    permission: 'leads.work',
    beyondSales: true,
    call: (fixture) => ({ args: [fixture.otherLead, 'lead'] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'setNext',
    kind: 'action',
    permission: 'leads.work',
    beyondSales: true,
    call: (fixture) => ({
      args: [fixture.otherLead, form({ at: '2030-01-10T10:00', text: 'Call back' })],
    }),
  },
  {
    file: `${desk}/leads/actions.ts`,
    name: 'filterLeads',
    kind: 'action',
    permission: 'leads.read',
    call: () => ({ args: [form({ q: '+97150333000', kind: 'request-call' })] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'release',
    kind: 'action',
    permission: 'leads.release',
    beyondSales: true,
    call: (fixture) => ({ args: [fixture.heldLead] }),
  },
  {
    file: `${desk}/leads/[id]/actions.ts`,
    name: 'refund',
    kind: 'action',
    permission: 'leads.refund',
    call: (fixture) => ({ args: [fixture.ownLead] }),
  },
  // A call of nobody's: the guard answers first; the calls' reach for sales is
  // tests/integration/admin-calls.test.ts's.
  {
    file: `${desk}/calls/actions.ts`,
    name: 'moveCallAction',
    kind: 'action',
    permission: 'calls.read',
    call: () => ({
      args: ['00000000-0000-4000-8000-000000000000', '', form({ slot: '2030-01-10 10:00' })],
    }),
  },
  {
    file: `${desk}/calls/actions.ts`,
    name: 'cancelCallAction',
    kind: 'action',
    permission: 'calls.read',
    call: () => ({ args: ['00000000-0000-4000-8000-000000000000', ''] }),
  },
  // Another expert's hours: out of the sales account's reach.
  {
    file: `${desk}/hours/actions.ts`,
    name: 'saveWeek',
    kind: 'action',
    permission: 'hours.edit',
    beyondSales: true,
    call: () => ({ args: ['dmitri-volkov', form({})] }),
  },
  {
    file: `${desk}/hours/actions.ts`,
    name: 'resetWeek',
    kind: 'action',
    permission: 'hours.edit',
    beyondSales: true,
    call: () => ({ args: ['dmitri-volkov'] }),
  },
  {
    file: `${desk}/hours/actions.ts`,
    name: 'addDay',
    kind: 'action',
    permission: 'hours.edit',
    beyondSales: true,
    call: () => ({ args: ['dmitri-volkov', form({ day: '2030-01-10' })] }),
  },
  {
    file: `${desk}/hours/actions.ts`,
    name: 'removeDay',
    kind: 'action',
    permission: 'hours.edit',
    beyondSales: true,
    call: () => ({ args: ['dmitri-volkov', '2030-01-10'] }),
  },
  // A person nobody holds anything about: the guard answers first for sales and marketing.
  {
    file: `${desk}/people/actions.ts`,
    name: 'personAction',
    kind: 'action',
    permission: 'people.manage',
    call: () => ({
      args: [{ step: 'search' }, form({ intent: 'find', person: 'nobody@example.invalid' })],
    }),
  },
  {
    file: `${desk}/staff/actions.ts`,
    name: 'inviteStaffMember',
    kind: 'action',
    permission: 'staff.manage',
    call: (fixture) => ({
      args: [{ step: 'form' }, form({ email: fixture.newEmail(), role: 'marketing' })],
    }),
  },
  {
    file: `${desk}/staff/actions.ts`,
    name: 'changeRole',
    kind: 'action',
    permission: 'staff.manage',
    call: (fixture) => ({
      args: [fixture.victimId, form({ role: 'sales', agent: 'dmitri-volkov' })],
    }),
  },
  {
    file: `${desk}/staff/actions.ts`,
    name: 'disable',
    kind: 'action',
    permission: 'staff.manage',
    call: (fixture) => ({ args: [fixture.victimId] }),
  },
  {
    file: `${desk}/staff/actions.ts`,
    name: 'enable',
    kind: 'action',
    permission: 'staff.manage',
    call: (fixture) => ({ args: [fixture.victimId] }),
  },
  {
    file: 'app/admin/sign-in/actions.ts',
    name: 'signIn',
    kind: 'action',
    permission: 'anyone',
    call: () => ({
      args: [form({ email: 'nobody@meridiangate.test', password: 'a wrong password' })],
    }),
  },
  {
    file: 'app/admin/sign-in/actions.ts',
    name: 'verifyTwoFactor',
    kind: 'action',
    permission: 'anyone',
    call: () => ({ args: [form({ code: '123456' })] }),
  },
  {
    file: 'app/admin/invite/[token]/actions.ts',
    name: 'setInvitedPassword',
    kind: 'action',
    permission: 'anyone',
    call: () => ({
      args: [
        'not-a-token',
        {},
        form({ password: 'a long enough password', confirm: 'a long enough password' }),
      ],
    }),
  },
];
