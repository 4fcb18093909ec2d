import 'server-only';
import { StaffMail } from '@/emails/staff-mail';
import { renderMail } from './render';
import type { NewMail } from './outbox';

type StaffInvite = {
  email: string;
  role: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
};

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The invitation to the back office (English, docs/design.md §12): a set-password link, 48 h. */
export async function staffInviteMail(invite: StaffInvite): Promise<NewMail> {
  const props = {
    heading: 'Your Meridian Gate back-office account',
    intro: `${invite.invitedBy} invited you to the back office as ${invite.role}. Choose your password to start; the link works once, until ${utc(invite.expiresAt)}.`,
    rows: [
      { label: 'Your sign-in e-mail', value: invite.email },
      { label: 'Role', value: invite.role },
    ],
    action: { label: 'Choose your password', href: invite.link },
  };
  const { html, text } = await renderMail(<StaffMail {...props} />, {
    ...props,
    paragraphs: [props.intro],
  });
  return {
    leadId: null,
    kind: 'staff-invite',
    revision: 0,
    recipient: invite.email,
    locale: 'en',
    subject: 'Your Meridian Gate back-office account',
    html,
    text,
  };
}
