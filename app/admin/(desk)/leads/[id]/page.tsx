import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listAgents } from '@/lib/server/agents/directory';
import { bookingHours } from '@/lib/server/bookings/hours';
import { leadServiceConfig } from '@/lib/server/config';
import { getLeadStore } from '@/lib/server/database/connection';
import { recordStaffAction } from '@/lib/server/admin/audit';
import { durationText } from '@/lib/server/admin/audit-words';
import { contactLinks } from '@/lib/server/admin/contact';
import { otherLeadsOf } from '@/lib/server/admin/earlier-leads';
import { dubaiTime } from '@/lib/server/admin/format';
import { requireStaff } from '@/lib/server/admin/guard';
import { workStatuses } from '@/lib/server/admin/inbox';
import { leadFile, leadNotes } from '@/lib/server/admin/lead-file';
import { leadTimeline } from '@/lib/server/admin/lead-timeline';
import { leadAccess, may } from '@/lib/server/admin/roles';
import { ageText, slaDueAt } from '@/lib/server/admin/sla';
import { staffLabeller } from '@/lib/server/admin/staff-names';
import { LeadAnswers } from '@/components/admin/lead-details';
import { LeadFields, NextActionSection, OtherLeads } from '@/components/admin/lead-fields';
import { ContactButtons } from '@/components/admin/contact-buttons';
import { refundRequestedAt } from '@/lib/server/payments/refund';
import { RefundSection } from '@/components/admin/refund-section';
import { ExpertOptions } from '@/components/admin/expert-options';
import {
  addNote,
  markContacted,
  reassign,
  refund,
  release,
  setLeadStatus,
  setNext,
  tapContact,
} from './actions';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const staff = await requireStaff('leads.read');
  const { id } = await params;
  const { problem } = await searchParams;
  const access = leadAccess(staff);
  const lead = await leadFile(id, access);
  if (!lead) notFound();
  // Staff reads leave a trace (docs/design.md §12): who opened which lead, when.
  await recordStaffAction(await getLeadStore(), staff, 'read.lead', {}, lead.id);
  const works = may(staff.role, 'leads.work');
  const refunds = may(staff.role, 'leads.refund') && lead.payment !== null;
  const [timeline, notes, agents, refundAsked, others, who] = await Promise.all([
    leadTimeline(lead, staff),
    works ? leadNotes(lead.id) : Promise.resolve([]),
    listAgents(),
    refunds ? refundRequestedAt(lead.id) : Promise.resolve(undefined),
    lead.phone !== null
      ? otherLeadsOf({ id: lead.id, phone: lead.phone, email: lead.email }, access)
      : Promise.resolve([]),
    staffLabeller(staff),
  ]);
  const agentName = (agentId: string | null) =>
    agentId ? (agents.find((agent) => agent.id === agentId)?.name ?? agentId) : '—';
  const links =
    lead.phone !== null
      ? contactLinks({
          phone: lead.phone,
          locale: lead.locale,
          name: lead.name,
          expert: lead.agentId ? agentName(lead.agentId) : undefined,
        })
      : undefined;
  const now = new Date();
  const overdue =
    lead.status === 'new' &&
    !lead.firstContactAt &&
    slaDueAt(new Date(lead.createdAt), leadServiceConfig().leadSlaMinutes, bookingHours()) < now;
  const freeText = staff.role !== 'marketing';
  const secondClubCall = lead.kind === 'spot' ? others.find((other) => other.clubCall) : undefined;

  return (
    <>
      <p>
        <Link href="/admin/leads">← Leads</Link>
      </p>
      <h1>
        {lead.name} <span className="admin-tag">{lead.status}</span>{' '}
        {overdue && <span className="admin-tag danger">overdue</span>}
      </h1>
      <p className="admin-muted">
        Waiting {ageText(lead.createdAt, now)} · received {dubaiTime(lead.createdAt)} (Dubai)
        {lead.responseSeconds !== null &&
          ` · first contact after ${durationText(lead.responseSeconds)}`}
      </p>
      {secondClubCall && (
        <p role="alert" className="admin-card admin-flag">
          Second club booking: this person already has a club call on {secondClubCall.clubCall}{' '}
          (Dubai) — <Link href={`/admin/leads/${secondClubCall.id}`}>their earlier booking</Link>.
        </p>
      )}
      <div className="admin-columns admin-lead">
        <div className="admin-lead-work">
          {links && (
            <section className="admin-card" aria-label="Contact">
              {works ? (
                <ContactButtons
                  display={links.display}
                  tel={links.tel}
                  whatsapp={links.whatsapp}
                  name={lead.name}
                  offerContacted={lead.status === 'new'}
                  onTap={tapContact.bind(null, lead.id)}
                  markContacted={markContacted.bind(null, lead.id, 'lead')}
                />
              ) : (
                <a href={links.tel}>{links.display}</a>
              )}
            </section>
          )}
          {works && (
            <section className="admin-card" aria-labelledby="lead-status">
              <h2 id="lead-status">Status</h2>
              {problem === 'status' && (
                <p role="alert" className="admin-error">
                  A lost lead needs a reason.
                </p>
              )}
              <form action={setLeadStatus.bind(null, lead.id)} className="admin-stack">
                <label>
                  Status
                  <select name="status" defaultValue={lead.status}>
                    {workStatuses.map((status) => (
                      <option key={status}>{status}</option>
                    ))}
                  </select>
                </label>
                <label>
                  Reason (needed for lost)
                  <input name="reason" defaultValue={lead.statusReason ?? ''} maxLength={500} />
                </label>
                <button type="submit" className="admin-button">
                  Save status
                </button>
              </form>
            </section>
          )}
          {works && (
            <NextActionSection
              nextAction={lead.nextAction}
              problem={problem === 'next-action'}
              action={setNext.bind(null, lead.id)}
            />
          )}
          {works && (
            <section className="admin-card" aria-labelledby="lead-notes">
              <h2 id="lead-notes">Notes</h2>
              <form action={addNote.bind(null, lead.id)} className="admin-stack">
                <label>
                  New note
                  <textarea name="body" rows={2} maxLength={4000} required />
                </label>
                <button type="submit" className="admin-button">
                  Add note
                </button>
              </form>
              <ul className="admin-timeline">
                {notes.map((note) => (
                  <li key={note.id}>
                    <span className="admin-muted">
                      {dubaiTime(note.at)} · {who({ email: note.author })}
                    </span>
                    <div>{note.body}</div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {may(staff.role, 'leads.reassign') && (
            <section className="admin-card" aria-labelledby="lead-expert">
              <h2 id="lead-expert">Expert</h2>
              <form action={reassign.bind(null, lead.id)} className="admin-stack">
                <label>
                  Assigned to
                  <select name="agent" defaultValue={lead.agentId ?? ''}>
                    <ExpertOptions agents={agents} />
                  </select>
                </label>
                <button type="submit" className="admin-button">
                  Reassign
                </button>
              </form>
            </section>
          )}
          {may(staff.role, 'leads.release') && lead.forwardStatus === 'quarantined' && (
            <section className="admin-card" aria-labelledby="lead-quarantine">
              <h2 id="lead-quarantine">Quarantine</h2>
              <p>Held by the bot trap ({lead.quarantineReason}). A person? Let it go to the CRM.</p>
              <form action={release.bind(null, lead.id)}>
                <button type="submit" className="admin-button">
                  Release
                </button>
              </form>
            </section>
          )}
          {refunds && lead.payment && (
            <RefundSection
              payment={lead.payment}
              requestedAt={refundAsked}
              problem={typeof problem === 'string' ? problem : undefined}
              action={refund.bind(null, lead.id)}
            />
          )}
        </div>
        <div className="admin-lead-file">
          <LeadFields lead={lead} links={links} agentName={agentName} freeText={freeText} />
          <OtherLeads others={others} agentName={agentName} />
          {freeText && <LeadAnswers details={lead.details} />}
          <section className="admin-card" aria-labelledby="lead-timeline">
            <h2 id="lead-timeline">Timeline</h2>
            <ol className="admin-timeline">
              {timeline.map((event, index) => (
                <li key={index}>
                  <span className="admin-muted">{dubaiTime(event.at)}</span> {event.what}
                  {event.detail && <div className="admin-muted">{event.detail}</div>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
