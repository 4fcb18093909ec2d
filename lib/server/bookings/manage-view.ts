import 'server-only';
import { isPaid } from '@/lib/booking/rules';
import type { Slot } from '@/lib/booking/slots';
import { publicAgent, type Agent } from '@/lib/leads/agent';
import { isLocale } from '@/lib/i18n/locales';
import { leastBusyAgent, listAgents } from '../agents/directory';
import { leadServiceConfig } from '../config';
import { getLeadStore } from '../database/connection';
import { investorMayChange, leadOfManageToken } from './manage';

/** What the manage page shows of a club booking (docs/design.md §11). */
export type ManageView = {
  leadId: string;
  name: string;
  /** The visitor's IANA zone as the wizard sent it; none when it did not. */
  timeZone: string | undefined;
  /** The booking's expert; for a reservation without one, the expert its call would go to. */
  expert: Agent | undefined;
  /** The call in Dubai time; none before one is chosen or after it was cancelled. */
  call: Slot | undefined;
  callStatus: 'booked' | 'moved' | 'cancelled' | undefined;
  payment: { paid: boolean; amount: number; currency: string; paidAt: string | undefined };
  /** The investor may move or cancel the call: more than 2 hours before it. */
  mayChange: boolean;
  /** No call and nothing stops one: paid (or no card payment configured). */
  mayChoose: boolean;
};

const callStatuses = new Set(['booked', 'moved', 'cancelled']);

/** The booking behind a manage link, or undefined for a token nobody was given. */
export async function manageView(token: string, now = new Date()): Promise<ManageView | undefined> {
  const leadId = await leadOfManageToken(token);
  if (!leadId) return undefined;
  const db = await getLeadStore();
  const lead = await db
    .selectFrom('leads')
    .leftJoin('bookings', 'bookings.lead_id', 'leads.id')
    .select([
      'leads.id',
      'leads.name',
      'leads.locale',
      'leads.time_zone',
      'leads.agent_id',
      'leads.call_status',
      'leads.payment_status',
      'leads.payment_amount',
      'leads.payment_currency',
      'bookings.agent_id as booking_agent_id',
      'bookings.slot',
    ])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  const paidEvent = await db
    .selectFrom('payment_events')
    .select('received_at')
    .where('lead_id', '=', leadId)
    .where('type', '=', 'payment_intent.succeeded')
    .orderBy('received_at')
    .executeTakeFirst();

  const [date = '', time = ''] = lead.slot?.split(' ') ?? [];
  const call = lead.slot ? { date, time } : undefined;
  const agentId = lead.booking_agent_id ?? lead.agent_id;
  const expert = agentId
    ? (await listAgents()).find((agent) => agent.id === agentId)
    : await leastBusyAgent(isLocale(lead.locale) ? lead.locale : 'en');
  const paid = isPaid(lead.payment_status);
  const paymentsOn = Boolean(leadServiceConfig().payments.secretKey);
  return {
    leadId: lead.id,
    name: lead.name,
    timeZone: lead.time_zone ?? undefined,
    expert: expert && publicAgent(expert),
    call,
    callStatus: callStatuses.has(lead.call_status ?? '')
      ? (lead.call_status as ManageView['callStatus'])
      : undefined,
    payment: {
      paid,
      amount: lead.payment_amount ?? 0,
      currency: (lead.payment_currency ?? 'aed').toUpperCase(),
      paidAt: paidEvent?.received_at,
    },
    mayChange: call ? investorMayChange(call, now) : false,
    mayChoose: !call && Boolean(expert) && (paid || !paymentsOn),
  };
}
