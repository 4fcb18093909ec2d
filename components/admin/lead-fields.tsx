import Link from 'next/link';
import { Attribution, ConsentRows } from '@/components/admin/lead-details';
import type { OtherLead } from '@/lib/server/admin/earlier-leads';
import { dubaiTime, money } from '@/lib/server/admin/format';
import type { LeadFile } from '@/lib/server/admin/lead-file';

/**
 * A lead's fields as the lead page lists them (server component): one `dt`/`dd` pair per fact, so
 * a new fact is one more pair.
 */
export function LeadFields({
  lead,
  links,
  agentName,
  freeText,
}: {
  lead: LeadFile;
  links: { tel: string; display: string } | undefined;
  agentName: (agentId: string | null) => string;
  freeText: boolean;
}) {
  return (
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
              <a href={links?.tel}>{links?.display}</a>
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
        {lead.statusReason && freeText && (
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
  );
}

/** The person's other leads (same phone or e-mail), newest first. */
export function OtherLeads({
  others,
  agentName,
}: {
  others: OtherLead[];
  agentName: (agentId: string | null) => string;
}) {
  if (others.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="lead-others">
      <h2 id="lead-others">Their other leads</h2>
      <ul className="admin-timeline">
        {others.map((other) => (
          <li key={other.id}>
            <Link href={`/admin/leads/${other.id}`}>
              {other.kind}, {dubaiTime(other.createdAt)}
            </Link>{' '}
            · {other.status} · {agentName(other.agentId)}
            {other.clubCall && ` · club call ${other.clubCall} (Dubai)`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `2026-11-27T14:05` in Dubai, as a datetime-local field holds it. */
const dubaiLocal = (iso: string) =>
  new Date(Date.parse(iso) + 4 * 60 * 60_000).toISOString().slice(0, 16);

/** The lead's next action: when (Dubai) and what; its owner is mailed when it falls due. */
export function NextActionSection({
  nextAction,
  problem,
  action,
}: {
  nextAction: LeadFile['nextAction'];
  problem: boolean;
  action: (formData: FormData) => Promise<void>;
}) {
  return (
    <section className="admin-card" aria-labelledby="lead-next">
      <h2 id="lead-next">Next action</h2>
      {problem && (
        <p role="alert" className="admin-error">
          A next action needs a time and what to do.
        </p>
      )}
      {nextAction && (
        <p>
          <strong>{dubaiTime(nextAction.at)} (Dubai)</strong>: {nextAction.text}
        </p>
      )}
      <form action={action} className="admin-stack">
        <div className="admin-inline">
          <label>
            When (Dubai)
            <input
              type="datetime-local"
              name="at"
              defaultValue={nextAction ? dubaiLocal(nextAction.at) : ''}
            />
          </label>
          <label className="admin-grow">
            What
            <input
              name="text"
              maxLength={300}
              defaultValue={nextAction?.text ?? ''}
              placeholder="Call back about Marina 2-beds"
            />
          </label>
        </div>
        <button type="submit" className="admin-button">
          Save next action
        </button>
      </form>
    </section>
  );
}
