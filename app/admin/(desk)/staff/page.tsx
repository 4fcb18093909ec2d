import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffInviteForm } from '@/components/admin/staff-invite-form';
import { listAgents } from '@/lib/server/agents/directory';
import { auditWords, parseAuditDetail } from '@/lib/server/admin/audit-words';
import { dubaiTime } from '@/lib/server/admin/format';
import { requireStaff } from '@/lib/server/admin/guard';
import { auditPage, listStaff, staffChangeProblems } from '@/lib/server/admin/staff-directory';
import { changeRole, disable, enable, inviteStaffMember } from './actions';
import { ExpertOptions } from '@/components/admin/expert-options';
import { ProblemAlert } from '@/components/admin/problem-alert';

export const metadata: Metadata = { title: 'Staff' };

/** Accounts, invitations and the audit log of every staff action (docs/design.md §12). */
export default async function StaffPage({ searchParams }: PageProps<'/admin/staff'>) {
  const staff = await requireStaff('staff.manage');
  const { after, problem } = await searchParams;
  const cursor = typeof after === 'string' ? after : undefined;
  const [members, audit, agents] = await Promise.all([
    listStaff(),
    auditPage(cursor),
    listAgents(),
  ]);
  const message =
    typeof problem === 'string' && problem in staffChangeProblems
      ? staffChangeProblems[problem as keyof typeof staffChangeProblems]
      : undefined;
  const agentChoices = agents.map((agent) => ({ id: agent.id, name: agent.name }));
  // The log in words (audit-words.ts): who by address (admins only read this page), no JSON.
  const words = (entry: (typeof audit.entries)[number]) =>
    auditWords(entry.action, parseAuditDetail(entry.detail), {
      actor: entry.actor,
      agentName: (id) => agents.find((agent) => agent.id === id)?.name ?? id,
      freeText: true,
    });

  return (
    <>
      <h1>Staff</h1>
      <ProblemAlert>{message}</ProblemAlert>
      <section className="admin-card" aria-labelledby="staff-invite">
        <h2 id="staff-invite">Invite</h2>
        <StaffInviteForm action={inviteStaffMember} agents={agentChoices} />
      </section>

      <div className="admin-table-wrap">
        <table className="admin-cards">
          <caption className="admin-caption">Accounts</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in (Dubai)</th>
              <th scope="col">Role and expert</th>
              <th scope="col">Access</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <td className="wide">{member.email}</td>
                <td>
                  <span className={member.status === 'active' ? 'admin-tag' : 'admin-tag warn'}>
                    {member.status}
                  </span>
                </td>
                <td>{member.lastSignInAt ? dubaiTime(member.lastSignInAt) : 'never'}</td>
                <td className="wide">
                  {member.id === staff.id ? (
                    `${member.role} (you)`
                  ) : (
                    <form action={changeRole.bind(null, member.id)} className="admin-inline">
                      <label>
                        Role
                        <select name="role" defaultValue={member.role}>
                          <option>admin</option>
                          <option>manager</option>
                          <option>sales</option>
                          <option>marketing</option>
                        </select>
                      </label>
                      <label>
                        Expert (sales)
                        <select name="agent" defaultValue={member.agentId ?? ''}>
                          <option value="">—</option>
                          <ExpertOptions agents={agents} />
                        </select>
                      </label>
                      <button type="submit" className="admin-button secondary">
                        Change role
                      </button>
                    </form>
                  )}
                </td>
                <td>
                  {member.id !== staff.id && (
                    <form
                      action={(member.status === 'disabled' ? enable : disable).bind(
                        null,
                        member.id,
                      )}
                    >
                      <button type="submit" className="admin-button secondary">
                        {member.status === 'disabled' ? 'Enable' : 'Disable'}
                        <span className="admin-visually-hidden"> {member.email}</span>
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="admin-card" aria-labelledby="staff-audit">
        <h2 id="staff-audit">Audit log</h2>
        <ol className="admin-timeline">
          {audit.entries.map((entry) => (
            <li key={entry.id}>
              <span className="admin-muted">{dubaiTime(entry.at)}</span> {words(entry).what}{' '}
              <span className="admin-muted">({entry.action})</span>
              {entry.leadId && (
                <>
                  {' '}
                  <Link href={`/admin/leads/${entry.leadId}`}>lead</Link>
                </>
              )}
              {words(entry).detail && <div className="admin-muted">{words(entry).detail}</div>}
            </li>
          ))}
        </ol>
        <p>
          {cursor && <Link href="/admin/staff">Newest</Link>}{' '}
          {audit.next && <Link href={`/admin/staff?after=${audit.next}`}>Older entries</Link>}
        </p>
      </section>
    </>
  );
}
