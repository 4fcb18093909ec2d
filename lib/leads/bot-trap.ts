/**
 * Spam defence without CAPTCHA (docs/design.md §5). Forms render the hidden `website` input and
 * send `formStartedAt` (epoch ms when the form was shown); a bot fills the first or submits faster
 * than a person can type. A hit is quarantined, never dropped: a fast autofill is a person too.
 */
export const botTrapFields = { honeypot: 'website', startedAt: 'formStartedAt' } as const;

/** The bot-trap fields a form sends with its body. */
export type BotTrapBody = {
  [botTrapFields.honeypot]: string;
  [botTrapFields.startedAt]: number | string;
};

const minimumFillTimeMs = 2000;

export type QuarantineReason = 'honeypot' | 'fast-fill';

/**
 * Why a submission goes to quarantine, or undefined when it does not. Requests without
 * `formStartedAt` (integrations, imports) are judged on the rest; a honeypot that is not text but
 * is there (a number, an object) is filled. A start time in the future means
 * the visitor's clock runs ahead of ours, not a bot, so it is not held against them.
 */
export function botTrapVerdict(
  body: Record<string, unknown>,
  now: number = Date.now(),
): QuarantineReason | undefined {
  // Typed before use: a value like `{ "toString": 1 }` must not throw (issue 22).
  const honeypot = body[botTrapFields.honeypot];
  const filled = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null;
  if (filled) return 'honeypot';

  const sent = body[botTrapFields.startedAt];
  const startedAt =
    typeof sent === 'number' || (typeof sent === 'string' && sent.trim() !== '')
      ? Number(sent)
      : NaN;
  if (!Number.isFinite(startedAt)) return undefined;
  const age = now - startedAt;
  return age >= 0 && age < minimumFillTimeMs ? 'fast-fill' : undefined;
}
