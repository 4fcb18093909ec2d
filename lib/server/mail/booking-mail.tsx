import 'server-only';
import { createTranslator } from 'next-intl';
import { InvestorMail } from '@/emails/investor-mail';
import { StaffMail } from '@/emails/staff-mail';
import type { MailRow } from '@/emails/mail-frame';
import { slotStart, type Slot } from '@/lib/booking/slots';
import { dubaiTimeZone } from '@/lib/booking/rules';
import type { Agent } from '@/lib/leads/agent';
import { agentName } from '@/lib/leads/agent-names';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import type { LeadsTable } from '../database/schema';
import type { OtherLead } from '../admin/earlier-leads';
import { callInvitation } from './calendar';
import { renderMail } from './render';
import type { NewMail } from './outbox';
import { backOfficeUrl, leadRows, paymentText } from './staff-lead-mail';
import { unlinked } from './visitor-text';

/** What happened to the club call; each is one mail kind (docs/design.md §10). */
export type CallEvent =
  'booked' | 'moved' | 'cancelled' | 'reminder-24h' | 'reminder-1h' | 'choose-call';

type BookingMailInput = {
  lead: LeadsTable;
  agent: Agent | undefined;
  event: CallEvent;
  /** The call; none for `choose-call`. */
  slot: Slot | undefined;
  /** `SITE_URL/{lang}/booking/{token}`: only this mail carries the token (docs/design.md §11). */
  manageUrl: string;
  /** The person's other leads (a second club booking is flagged to the expert). */
  others?: OtherLead[] | undefined;
};

const kindOf: Record<CallEvent, string> = {
  booked: 'booking',
  moved: 'booking-moved',
  cancelled: 'booking-cancelled',
  'reminder-24h': 'reminder-24h',
  'reminder-1h': 'reminder-1h',
  'choose-call': 'choose-call',
};

const localeOf = (value: string): Locale =>
  (locales as readonly string[]).includes(value) ? (value as Locale) : 'en';

/** A real IANA zone, else none (an old browser, a made-up value). */
function zoneOrNone(zone: string | null): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function when(slot: Slot, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(slotStart(slot));
}

/** The investor's mail (their language) and, for the call itself, the expert's (English, .ics). */
export async function bookingMails(input: BookingMailInput): Promise<NewMail[]> {
  const mails: NewMail[] = [];
  if (input.lead.email) mails.push(await investorMail(input, input.lead.email));
  const expertEmail = input.agent?.email;
  if (expertEmail && ['booked', 'moved', 'cancelled'].includes(input.event) && input.slot)
    mails.push(await expertMail(input, expertEmail));
  return mails;
}

async function investorMail(input: BookingMailInput, recipient: string): Promise<NewMail> {
  const { lead, agent, event, slot, manageUrl } = input;
  const locale = localeOf(lead.locale);
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'BookingMail' });
  // The expert's name in the investor's script, as the site's pages write it (their profile's).
  const expert = agent ? agentName(agent, locale) : site.name;
  const date = slot ? when(slot, locale, dubaiTimeZone) : '';
  const copy = {
    booked: [t('bookedSubject', { expert, date }), t('bookedIntro', { expert })],
    moved: [t('movedSubject', { date }), t('movedIntro', { expert })],
    cancelled: [t('cancelledSubject', { date }), t('cancelledIntro', { expert })],
    'reminder-24h': [t('reminderSubject', { expert, date }), t('reminderIntro', { expert })],
    'reminder-1h': [t('reminderSubject', { expert, date }), t('reminderIntro', { expert })],
    'choose-call': [t('chooseSubject'), t('chooseIntro')],
  } satisfies Record<CallEvent, [string, string]>;
  const [subject, intro] = copy[event];

  const rows: MailRow[] = [];
  const zone = zoneOrNone(lead.time_zone);
  if (slot && event !== 'cancelled') {
    rows.push({ label: t('dubaiTime'), value: date });
    if (zone && zone !== dubaiTimeZone)
      rows.push({ label: t('yourTime', { zone }), value: when(slot, locale, zone) });
  }
  if (agent && event !== 'choose-call') rows.push({ label: t('expert'), value: expert });
  if (lead.payment_status) {
    const paid = ['paid', 'partially-refunded', 'refunded'].includes(lead.payment_status);
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: (lead.payment_currency ?? 'aed').toUpperCase(),
      maximumFractionDigits: 0,
    }).format((lead.payment_amount ?? 0) / 100);
    rows.push({ label: t('payment'), value: paid ? t('paid', { amount }) : t('unpaid') });
  }
  const choosing = event === 'choose-call' || event === 'cancelled';
  const notes = [
    ...(choosing ? [] : [t('manageNote')]),
    ...(event === 'booked' || event === 'moved' ? [t('invitation')] : []),
  ];
  const props = {
    lang: localeInfo[locale].iso,
    dir: localeInfo[locale].dir,
    heading: subject,
    // The name field only, and never a link (visitor-text.ts).
    greeting: t('greeting', { name: unlinked(lead.name) }),
    intro,
    rows,
    notes,
    action: { label: choosing ? t('choose') : t('manage'), href: manageUrl },
    signature: t('signature'),
    footer: t('footer', { site: new URL(site.url).host }),
  };
  const paragraphs = [props.greeting, intro];
  const text = { ...props, paragraphs, notes: [...notes, props.signature, props.footer] };
  return {
    leadId: lead.id,
    kind: kindOf[event],
    revision: lead.call_sequence,
    recipient,
    locale,
    subject,
    ...(await renderMail(<InvestorMail {...props} />, text)),
    attachments: invitationFor(
      input,
      event === 'booked' || event === 'moved' || event === 'cancelled',
    ),
  };
}

async function expertMail(input: BookingMailInput, recipient: string): Promise<NewMail> {
  const { lead, agent, event, slot } = input;
  const date = slot ? `${slot.date} ${slot.time} Dubai time` : '';
  const name = unlinked(lead.name);
  const heading = {
    booked: `Club call booked: ${name}, ${date}`,
    moved: `Club call moved: ${name}, now ${date}`,
    cancelled: `Club call cancelled: ${name}, ${date}`,
  }[event as 'booked' | 'moved' | 'cancelled'];
  const rows: MailRow[] = [
    { label: 'Call', value: date },
    ...leadRows({ ...lead, name }, agent, undefined, input.others).filter(
      (row) => row.label !== 'Call',
    ),
    ...(lead.payment_status ? [] : [{ label: 'Payment', value: paymentText(lead) }]),
  ];
  const props = {
    heading,
    intro: `The invitation is attached; it updates your calendar's entry for this call.`,
    rows,
    action: { label: 'Open the lead in the back office', href: backOfficeUrl(lead.id) },
  };
  return {
    leadId: lead.id,
    kind: `expert-${kindOf[event]}`,
    revision: lead.call_sequence,
    recipient,
    replyTo: lead.email ?? undefined,
    locale: 'en',
    subject: heading,
    ...(await renderMail(<StaffMail {...props} />, { ...props, paragraphs: [props.intro] })),
    attachments: invitationFor(input, true),
  };
}

function invitationFor({ lead, agent, event, slot }: BookingMailInput, attach: boolean) {
  if (!attach || !slot) return [];
  const expert = agent?.name ?? site.name;
  const name = unlinked(lead.name);
  return [
    callInvitation({
      leadId: lead.id,
      sequence: lead.call_sequence,
      slot,
      cancelled: event === 'cancelled',
      title: `${site.name}: ${name} / ${expert}`,
      description: `Dubai Insiders Club: ${name} and ${expert}, ${site.phone.display}`,
      expert: { name: expert, email: agent?.email },
      investor: { name: lead.name, email: lead.email },
    }),
  ];
}
