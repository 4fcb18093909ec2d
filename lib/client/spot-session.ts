/** sessionStorage key of the club booking in progress (listed in lib/privacy/storage-items.ts). */
export const SPOT_SESSION_KEY = 'spot-booking';

/** What the wizard needs to continue after a payment method that leaves the site and comes back. */
export type SpotSession = {
  name: string;
  email: string;
  phone: string;
  leadId: string | null;
  /** The club page the visitor booked from, to offer a way back. */
  returnPath: string;
  /** Sent with each intent request, so a double click or a retry cannot charge twice. */
  idempotencyKey: string;
};

/** A session as this tab stored it (plain checks: zod is not loaded on the /success page yet). */
function isSpotSession(value: unknown): value is SpotSession {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  const texts = ['name', 'email', 'phone', 'returnPath', 'idempotencyKey'] as const;
  return (
    texts.every((key) => typeof fields[key] === 'string') &&
    (fields.leadId === null || typeof fields.leadId === 'string')
  );
}

export function saveSpotSession(session: SpotSession): void {
  try {
    sessionStorage.setItem(SPOT_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Private mode or storage full: the /success page then asks the visitor to book again.
  }
}

export function readSpotSession(): SpotSession | null {
  try {
    const raw = sessionStorage.getItem(SPOT_SESSION_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isSpotSession(stored) ? stored : null;
  } catch {
    return null;
  }
}
