// First: zod's eval probe off before any schema parses (the pages' CSP refuses eval).
import '@/lib/zod-config';
import { z } from 'zod';

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

/** A session as this tab stored it. */
const storedSessionSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  leadId: z.string().nullable(),
  returnPath: z.string(),
  idempotencyKey: z.string(),
}) satisfies z.ZodType<SpotSession>;

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
    const session = storedSessionSchema.safeParse(stored);
    return session.success ? session.data : null;
  } catch {
    return null;
  }
}
