/** The inbox's vocabularies and filters (docs/design.md §12), shared by its pages and queries. */

export const workStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

export const leadKinds = [
  'request-call',
  'questionnaire',
  'spot',
  'taiwan',
  'sell',
  'partner',
  'career',
  'listing',
] as const;

export { paymentStatuses } from '@/lib/booking/rules';

/** The inbox's filters by name, as the filter form sends them. */
export const inboxFilterKeys = [
  'kind',
  'status',
  'agent',
  'source',
  'campaign',
  'locale',
  'from',
  'to',
  'quarantine',
  'payment',
  'q',
  'after',
] as const;

/** The inbox's filters, as the page's query string carries them (all optional). */
export type InboxFilters = {
  kind?: string | undefined;
  status?: string | undefined;
  agent?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  locale?: string | undefined;
  /** YYYY-MM-DD, Dubai, inclusive */
  from?: string | undefined;
  to?: string | undefined;
  /** held: only the bot trap's; clear: none of them */
  quarantine?: string | undefined;
  payment?: string | undefined;
  /** a name, a phone number or an e-mail address */
  q?: string | undefined;
  /** the cursor: the page goes on after this lead */
  after?: string | undefined;
};
