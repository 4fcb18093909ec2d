/**
 * Spam defence without CAPTCHA (docs/design.md §5). Forms render the hidden `website` input and
 * send `formStartedAt` (epoch ms when the form was shown); a bot fills the first or submits faster
 * than a person can type. A hit is quarantined, never dropped: a fast autofill is a person too.
 */
export const botTrapFields = { honeypot: 'website', startedAt: 'formStartedAt' } as const;

export const minimumFillTimeMs = 2000;

export type QuarantineReason = 'honeypot' | 'fast-fill';

/**
 * Why a submission goes to quarantine, or undefined when it does not. Requests without
 * `formStartedAt` (integrations, imports) are judged on the rest. A start time in the future means
 * the visitor's clock runs ahead of ours, not a bot, so it is not held against them.
 */
export function botTrapVerdict(
  body: Record<string, unknown>,
  now: number = Date.now(),
): QuarantineReason | undefined {
  const honeypot = body[botTrapFields.honeypot];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '')
    return 'honeypot';

  const startedAt = Number(body[botTrapFields.startedAt]);
  if (
    body[botTrapFields.startedAt] === undefined ||
    body[botTrapFields.startedAt] === '' ||
    !Number.isFinite(startedAt)
  ) {
    return undefined;
  }
  const age = now - startedAt;
  return age >= 0 && age < minimumFillTimeMs ? 'fast-fill' : undefined;
}
