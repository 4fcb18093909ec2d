import 'server-only';
import { dubaiTime } from './format';

/**
 * A staff_audit row in words (docs/design.md §12), for a lead's timeline and the staff page's audit
 * log: no JSON ever reaches a reader. `actor` is already what this reader may see of who did it;
 * `freeText: false` leaves out what staff or visitors typed (a reason, a next action, a search).
 */
export type AuditWordsContext = {
  actor: string;
  agentName: (agentId: string) => string;
  freeText: boolean;
};

export type AuditWords = { what: string; detail?: string | undefined };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

export function parseAuditDetail(detail: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** "4 min 10 s" for a response time. */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export function auditWords(
  action: string,
  detail: Record<string, unknown>,
  { actor, agentName, freeText }: AuditWordsContext,
): AuditWords {
  const expert = (value: unknown) => (text(value) ? agentName(text(value)!) : 'nobody');
  const free = (value: unknown) => (freeText ? text(value) : undefined);
  switch (action) {
    case 'lead.status':
      return {
        what: `${actor} set the status to ${text(detail.status) ?? 'another status'}`,
        detail: free(detail.reason),
      };
    case 'lead.note':
      return { what: `${actor} added a note` };
    case 'lead.reassign':
      return {
        what: `${actor} handed the lead from ${expert(detail.from)} to ${expert(detail.to)}`,
      };
    case 'lead.release':
      return { what: `${actor} released the lead from quarantine` };
    case 'lead.refund-requested': {
      const amount = number(detail.amount);
      return {
        what: `${actor} asked Stripe for a refund${amount === undefined ? '' : ` of AED ${(amount / 100).toLocaleString('en-US')}`}`,
      };
    }
    case 'lead.contact': {
      const via = detail.via === 'whatsapp' ? 'WhatsApp' : 'Call';
      const seconds = number(detail.responseSeconds);
      return {
        what: `${actor} tapped ${via}${seconds === undefined ? '' : ` — first contact, ${durationText(seconds)} after the lead arrived`}`,
      };
    }
    case 'lead.next-action': {
      const at = text(detail.at);
      if (!at) return { what: `${actor} cleared the next action` };
      return {
        what: `${actor} set the next action for ${dubaiTime(at)} (Dubai)`,
        detail: free(detail.text),
      };
    }
    case 'call.choose':
    case 'call.move':
    case 'call.cancel': {
      const verb = { 'call.choose': 'booked', 'call.move': 'moved', 'call.cancel': 'cancelled' }[
        action
      ];
      const from = text(detail.from);
      const to = text(detail.to);
      return {
        what: `${actor} ${verb} the club call${from && action !== 'call.choose' ? ` of ${from}` : ''}${to ? ` ${action === 'call.move' ? 'to' : 'for'} ${to}` : ''} (Dubai)`,
      };
    }
    case 'read.lead':
      return { what: `${actor} opened the lead` };
    case 'read.cv':
      return { what: `${actor} downloaded the CV` };
    case 'read.search':
      return { what: `${actor} searched the leads`, detail: free(detail.query) };
    case 'read.export': {
      const rows = number(detail.rows);
      return {
        what: `${actor} exported ${text(detail.what) ?? 'leads'}${rows === undefined ? '' : ` (${rows} rows)`}`,
        detail: free(detail.filters),
      };
    }
    case 'staff.role': {
      const to = detail.to as { role?: unknown } | undefined;
      return {
        what: `${actor} changed ${text(detail.email) ?? 'an account'}'s role to ${text(to?.role) ?? '?'}`,
      };
    }
    case 'staff.invite':
      return {
        what: `${actor} invited ${text(detail.email) ?? 'someone'} as ${text(detail.role) ?? '?'}`,
      };
    case 'staff.invite.accept':
      return { what: `${actor} accepted the invitation and set a password` };
    case 'staff.disable':
      return { what: `${actor} disabled ${text(detail.email) ?? 'an account'}` };
    case 'staff.enable':
      return { what: `${actor} enabled ${text(detail.email) ?? 'an account'}` };
    case 'hours.set':
    case 'hours.default':
      return { what: `${actor} changed ${expert(detail.agentId)}'s hours` };
    case 'hours.day-off':
      return { what: `${actor} gave ${expert(detail.agentId)} ${text(detail.day) ?? 'a day'} off` };
    case 'hours.day-on':
      return {
        what: `${actor} took back ${expert(detail.agentId)}'s day off ${text(detail.day) ?? ''}`.trimEnd(),
      };
    case 'account.two-factor':
      return { what: `${actor} turned on the second factor` };
    default:
      // An action this list does not know yet: its name in words, never its detail's JSON.
      return { what: `${actor}: ${action.replace(/^[a-z]+\./, '').replace(/[-_.]/g, ' ')}` };
  }
}
