import 'server-only';
import type { MailRow } from '@/emails/mail-frame';
import type { Agent } from '@/lib/leads/agent';
import { isLocale } from '@/lib/i18n/locales';
import { contactLinks } from '../admin/contact';
import type { Kysely } from 'kysely';
import { otherLeadsOf, type OtherLead } from '../admin/earlier-leads';
import { dubaiTime } from '../admin/format';
import { runtimeSiteUrl } from '../site-url';
import { parseDetails } from '../crm/payloads';
import type { LeadDatabase, LeadsTable } from '../database/schema';
import { mailAddresses } from './addresses';
import { mailText } from './mail-text';
import type { NewMail } from './outbox';
import type { StoredTemplate } from './stored-template';

/** The lead's page in the back office (issue 18's contract), from the run-time SITE_URL. */
export const backOfficeUrl = (leadId: string) => `${runtimeSiteUrl()}/admin/leads/${leadId}`;

const tokenLabels = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_content: 'UTM content',
  clickid: 'Click id',
  bclickid: 'Bclick id',
} as const;

/** Questionnaire steps per locale, for answers in English beside the visitor's own words. */
type QuestionnaireSteps = { question: string; options?: string[] }[];
export type StepsOf = { visitor: QuestionnaireSteps; english: QuestionnaireSteps };

/** Both languages' questionnaire steps, for a questionnaire lead in another language than English. */
export async function questionnaireStepsOf(lead: LeadsTable): Promise<StepsOf | undefined> {
  if (lead.kind !== 'questionnaire' || lead.locale === 'en' || !isLocale(lead.locale))
    return undefined;
  const steps = async (locale: string) =>
    (
      (await import(`../../../messages/${locale}.json`)).default as {
        Questionnaire?: { steps?: QuestionnaireSteps };
      }
    ).Questionnaire?.steps ?? [];
  return { visitor: await steps(lead.locale), english: await steps('en') };
}

/** Every field of a lead, as the sales team reads it (docs/design.md §10): each once, Dubai time. */
export function leadRows(
  lead: LeadsTable,
  agent: Agent | undefined,
  steps?: StepsOf | undefined,
  others: OtherLead[] = [],
): MailRow[] {
  const links = contactLinks({
    phone: lead.phone,
    locale: lead.locale,
    name: lead.name,
    expert: agent?.name,
  });
  const rows: MailRow[] = [
    { label: 'Kind', value: lead.kind },
    { label: 'Name', value: lead.name },
    { label: 'Phone', value: links.display, href: links.tel },
    { label: 'WhatsApp', value: `Message ${lead.name} on WhatsApp`, href: links.whatsapp },
  ];
  if (lead.email) rows.push({ label: 'E-mail', value: lead.email, href: `mailto:${lead.email}` });
  rows.push({ label: 'Site language', value: languageName(lead.locale) });
  if (agent) rows.push({ label: 'Expert', value: agent.name });
  rows.push({ label: 'Page', value: lead.full_url, href: lead.full_url });
  if (lead.listing_slug) {
    const href = `${runtimeSiteUrl()}/properties/${lead.listing_slug}`;
    rows.push({ label: 'Listing', value: lead.listing_slug, href });
  }
  for (const [key, label] of Object.entries(tokenLabels)) {
    const value = lead[key as keyof typeof tokenLabels];
    if (value) rows.push({ label, value });
  }
  for (const [key, value] of Object.entries(parseDetails(lead.details)))
    rows.push(...detailRows(key, value, steps));
  if (lead.payment_status) rows.push({ label: 'Payment', value: paymentText(lead) });
  if (lead.cv_file)
    rows.push({ label: 'CV', value: 'Open the CV', href: `${backOfficeUrl(lead.id)}/cv` });
  rows.push({ label: 'Received', value: `${dubaiTime(lead.created_at)} (Dubai)` });
  rows.push(...returningRows(lead, others));
  return rows;
}

/** A returning contact: their earlier leads, and a second club booking flagged. */
function returningRows(lead: LeadsTable, others: OtherLead[]): MailRow[] {
  const rows: MailRow[] = [];
  const booked = lead.kind === 'spot' ? others.find((other) => other.clubCall) : undefined;
  if (booked)
    rows.push({
      label: 'Second club booking',
      value: `This person already has a club call on ${booked.clubCall} (Dubai)`,
      href: backOfficeUrl(booked.id),
    });
  if (others.length > 0)
    rows.push({
      label: 'Earlier leads',
      value: others
        .slice(0, 5)
        .map((other) => `${other.kind} ${dubaiTime(other.createdAt)} (${other.status})`)
        .join('; '),
      href: backOfficeUrl(others[0]!.id),
    });
  return rows;
}

function detailRows(key: string, value: unknown, steps: StepsOf | undefined): MailRow[] {
  if (key === 'questions' && Array.isArray(value))
    return value.map((entry: { question?: unknown; answer?: unknown }) =>
      answerRow(String(entry.question ?? ''), String(entry.answer ?? ''), steps),
    );
  if (key === 's1' && isCall(value))
    return [{ label: 'Call', value: `${value.date} ${value.time} (Dubai)` }];
  // The expert and the zone have their own rows (or none): a detail repeats nothing.
  if (key === 'agentId' || key === 'timeZone' || key === 'expert') return [];
  const label = key === 'language' ? 'Languages spoken' : labelOf(key);
  if (Array.isArray(value)) return [{ label, value: value.map(String).join(', ') }];
  if (typeof value === 'object' && value !== null)
    return [
      {
        label,
        value: Object.entries(value)
          .map(([name, item]) => `${labelOf(name)}: ${String(item)}`)
          .join(', '),
      },
    ];
  return [{ label, value: String(value) }];
}

/** A questionnaire answer in English, the visitor's own words beside it when they differ. */
function answerRow(question: string, answer: string, steps: StepsOf | undefined): MailRow {
  const index = steps?.visitor.findIndex((step) => step.question === question) ?? -1;
  const english = index >= 0 ? steps?.english[index] : undefined;
  if (!steps || !english) return { label: question, value: answer };
  const option = steps.visitor[index]?.options?.indexOf(answer) ?? -1;
  const englishAnswer = option >= 0 ? english.options?.[option] : undefined;
  return {
    label: english.question,
    value: englishAnswer ? `${englishAnswer} («${answer}»)` : answer,
  };
}

const labelOf = (key: string) =>
  key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

const englishNames = new Intl.DisplayNames('en', { type: 'language' });
const languageName = (locale: string) => `${englishNames.of(locale) ?? locale} (${locale})`;

const isCall = (value: unknown): value is { date: string; time: string } =>
  typeof value === 'object' && value !== null && 'date' in value && 'time' in value;

export function paymentText(
  lead: Pick<LeadsTable, 'payment_status' | 'payment_amount' | 'payment_currency'>,
) {
  const amount =
    lead.payment_amount === null
      ? ''
      : ` (${(lead.payment_amount / 100).toLocaleString('en-US')} ${(lead.payment_currency ?? 'aed').toUpperCase()})`;
  return `${lead.payment_status ?? 'none'}${amount}`;
}

/**
 * The new-lead mail to the sales team and to the lead's expert, one message each. Its parts are
 * decided now, with the lead; its HTML is rendered by the mail worker when it sends (the `template`
 * the outbox keeps), so the lead's request never runs react-email (docs/design.md §10).
 */
export async function staffLeadMails(
  lead: LeadsTable,
  agent: Agent | undefined,
  db?: Kysely<LeadDatabase>,
): Promise<NewMail[]> {
  const others = await otherLeadsOf(lead, undefined, db);
  const rows = leadRows(lead, agent, await questionnaireStepsOf(lead), others);
  const again = others.length > 0 ? ' (returning contact)' : '';
  const subject = `New ${lead.kind} lead: ${lead.name} (${lead.locale})${again}`;
  const props = {
    heading: `New ${lead.kind} lead`,
    intro: `${lead.name} left a ${lead.kind} lead on ${lead.full_url}.`,
    rows,
    action: { label: 'Open the lead in the back office', href: backOfficeUrl(lead.id) },
  };
  const template = JSON.stringify({ template: 'staff', props } satisfies StoredTemplate);
  const text = mailText({ ...props, paragraphs: [props.intro] });
  const recipients = new Set([mailAddresses().sales, ...(agent?.email ? [agent.email] : [])]);
  return [...recipients].map((recipient) => ({
    leadId: lead.id,
    kind: 'staff-lead',
    revision: 0,
    recipient,
    replyTo: lead.email ?? undefined,
    locale: 'en',
    subject,
    html: '',
    template,
    text,
  }));
}
