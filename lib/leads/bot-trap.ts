/**
 * Spam defence without CAPTCHA (DESIGN.md section 5). Forms render the hidden `website` input and
 * send `formStartedAt` (epoch ms when the form was shown); a bot fills the first or submits faster
 * than a person can type.
 */
export const botTrapFields = { honeypot: 'website', startedAt: 'formStartedAt' } as const;

export const minimumFillTimeMs = 2000;

/**
 * True when a submission should be answered like an accepted one and stored nowhere. Requests
 * without `formStartedAt` (integrations, imports) are judged on the rest. A start time in the future
 * means the visitor's clock runs ahead of ours, not a bot, so it is not held against them.
 */
export function looksLikeBot(body: Record<string, unknown>, now: number = Date.now()): boolean {
  const honeypot = body[botTrapFields.honeypot];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return true;

  const startedAt = Number(body[botTrapFields.startedAt]);
  if (
    body[botTrapFields.startedAt] === undefined ||
    body[botTrapFields.startedAt] === '' ||
    !Number.isFinite(startedAt)
  ) {
    return false;
  }
  const age = now - startedAt;
  return age >= 0 && age < minimumFillTimeMs;
}
