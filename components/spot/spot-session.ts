import { z } from 'zod';

const STORAGE_KEY = 'spot-booking';

/** What the wizard needs to continue after a payment method that leaves the site and comes back. */
const spotSessionSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  leadId: z.string().nullable(),
  /** The club page the visitor booked from, to offer a way back. */
  returnPath: z.string(),
  /** Sent with each intent request, so a double click or a retry cannot charge twice. */
  idempotencyKey: z.string(),
});

export type SpotSession = z.output<typeof spotSessionSchema>;

export function saveSpotSession(session: SpotSession): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or storage full: the /success page then asks the visitor to book again.
  }
}

export function readSpotSession(): SpotSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = spotSessionSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
