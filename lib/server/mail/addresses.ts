import 'server-only';
import { site } from '@/lib/site';
import { mailSettings } from '../config';

/** A plain mailbox, `local@domain.tld`: enough to refuse a typo, not a full RFC 5322 parser. */
const mailbox = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/;

function isMailbox(value: string): boolean {
  return mailbox.test(value);
}

/** `Name <local@domain>` or a bare mailbox; the display name may not hold markup or line breaks. */
function isSender(value: string): boolean {
  const named = /^([^<>\r\n]*)<([^<>\s]+)>$/.exec(value.trim());
  return named ? isMailbox(named[2] ?? '') : isMailbox(value.trim());
}

const defaultSender = () => `${site.name} <no-reply@${new URL(site.url).hostname}>`;

/**
 * The sender and the sales team's address (docs/design.md §6, §10). A malformed setting is not
 * fatal: leads are still stored and mailed from the default, and `mailSettingWarnings` says why.
 */
export function mailAddresses(): { from: string; sales: string } {
  const { from, salesEmail } = mailSettings();
  return {
    from: from && isSender(from) ? from : defaultSender(),
    sales: salesEmail && isMailbox(salesEmail) ? salesEmail : site.email,
  };
}

/** What is wrong with the mail settings, for the start-up log. */
export function mailSettingWarnings(): string[] {
  const { from, salesEmail, smtpUrl } = mailSettings();
  const warnings: string[] = [];
  if (from && !isSender(from))
    warnings.push(`MAIL_FROM "${from}" is not an address; sending as ${defaultSender()}`);
  if (salesEmail && !isMailbox(salesEmail))
    warnings.push(
      `SALES_EMAIL "${salesEmail}" is not an address; staff mail goes to ${site.email}`,
    );
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    warnings.push('SMTP_URL is not smtp://… or smtps://…; messages will fail and stay queued');
  return warnings;
}
