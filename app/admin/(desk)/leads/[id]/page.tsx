import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listAgents } from '@/lib/server/agents/directory';
import { dubaiTime, money } from '@/lib/server/admin/format';
import { requireStaff } from '@/lib/server/admin/guard';
import { workStatuses } from '@/lib/server/admin/inbox';
import { leadFile, leadNotes } from '@/lib/server/admin/lead-file';
import { leadTimeline } from '@/lib/server/admin/lead-timeline';
import { leadAccess, may } from '@/lib/server/admin/roles';
import { Attribution, ConsentRows, LeadAnswers } from '@/components/admin/lead-details';
import { refundRequestedAt } from '@/lib/server/payments/refund';
import { RefundSection } from '@/components/admin/refund-section';
import { addNote, reassign, refund, release, setLeadStatus } from './actions';

export const metadata: Metadata = { title: 'Lead' };

export default async function LeadPage({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const staff = await requireStaff('leads.read');
  const { id } = await params;
  const { problem } = await searchParams;
  const lead = await leadFile(id, leadAccess(staff));
  if (!lead) notFound();
  const refunds = may(staff.role, 'leads.refund') && lead.payment !== null;
  const [timeline, notes, agents, refundAsked] = await Promise.all([
    leadTimeline(lead),
    may(staff.role, 'leads.work') ? leadNotes(lead.id) : Promise.resolve([]),
    listAgents(),
    refunds ? refundRequestedAt(lead.id) : Promise.resolve(undefined),
  ]);
  const agentName = (agentId: string | null) =>
    agentId ? (agents.find((agent) => agent.id === agentId)?.name ?? agentId) : '—';

  return (
    <>
      <p>
        <Link href="/admin/leads">← Leads</Link>
      </p>
      <h1>
        {lead.name} <span className="admin-tag">{lead.status}</span>
      </h1>
      <div className="admin-columns">
        <div>
          <section className="admin-card" aria-labelledby="lead-fields">
            <h2 id="lead-fields">The lead</h2>
            <dl>
              <dt>Received</dt>
              <dd>{dubaiTime(lead.createdAt)} (Dubai)</dd>
              <dt>Kind</dt>
              <dd>{lead.kind}</dd>
              {lead.phone !== null && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${lead.phone}`}>{lead.phone}</a>
                  </dd>
                  <dt>E-mail</dt>
                  <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</dd>
                </>
              )}
              {lead.hasCv && (
                <>
                  <dt>CV</dt>
                  <dd>
                    <a href={`/admin/leads/${lead.id}/cv`}>Download the CV</a>
                  </dd>
                </>
              )}
              <dt>Language</dt>
              <dd>{lead.locale}</dd>
              <dt>Page</dt>
              <dd>{lead.page}</dd>
              {lead.listingSlug && (
                <>
                  <dt>Listing</dt>
                  <dd>
                    <a href={`/properties/${lead.listingSlug}`}>{lead.listingSlug}</a>
                  </dd>
                </>
              )}
              <dt>Expert</dt>
              <dd>{agentName(lead.agentId)}</dd>
              <Attribution attribution={lead.attribution} />
              <ConsentRows leadId={lead.id} />
              <dt>CRM</dt>
              <dd>{lead.forwardStatus}</dd>
              {lead.payment && (
                <>
                  <dt>Payment</dt>
                  <dd>
                    {lead.payment.status}, {money(lead.payment.amount, lead.payment.currency)}
                  </dd>
                </>
              )}
              {lead.booking && (
                <>
                  <dt>Call</dt>
                  <dd>
                    {lead.booking.slot} (Dubai) with {agentName(lead.booking.agentId)}
                  </dd>
                </>
              )}
              {lead.statusReason && (
                <>
                  <dt>Reason</dt>
                  <dd>{lead.statusReason}</dd>
                </>
              )}
              {lead.clientAddress && (
                <>
                  <dt>Address</dt>
                  <dd>{lead.clientAddress}</dd>
                </>
              )}
            </dl>
          </section>
          <LeadAnswers details={lead.details} />
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
        <div>
          {may(staff.role, 'leads.work') && (
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
          {may(staff.role, 'leads.reassign') && (
            <section className="admin-card" aria-labelledby="lead-expert">
              <h2 id="lead-expert">Expert</h2>
              <form action={reassign.bind(null, lead.id)} className="admin-stack">
                <label>
                  Assigned to
                  <select name="agent" defaultValue={lead.agentId ?? ''}>
                    {agents.map((agent) => (
                      <option key={agent.id} value={agent.id}>
                        {agent.name}
                      </option>
                    ))}
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
          {may(staff.role, 'leads.work') && (
            <section className="admin-card" aria-labelledby="lead-notes">
              <h2 id="lead-notes">Notes</h2>
              <form action={addNote.bind(null, lead.id)} className="admin-stack">
                <label>
                  New note
                  <textarea name="body" rows={3} maxLength={4000} required />
                </label>
                <button type="submit" className="admin-button">
                  Add note
                </button>
              </form>
              <ul className="admin-timeline">
                {notes.map((note) => (
                  <li key={note.id}>
                    <span className="admin-muted">
                      {dubaiTime(note.at)} · {note.author}
                    </span>
                    <div>{note.body}</div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
