import 'server-only';
import { sql, type Kysely } from 'kysely';
import { dubaiClock } from '@/lib/booking/slots';
import { rateLimitKey } from '../client-address';
import { leadServiceConfig } from '../config';
import { storeDialect } from '../database/connection';
import type { LeadDatabase } from '../database/schema';
import { countWrite, type RateLimitVerdict } from '../rate-limit';

/**
 * A person books once, not twenty times a minute (issue 32, docs/design.md §9): the club booking's
 * own limits beside the lead service's per-minute one. The mail outbox caps what one inbox receives
 * (lib/server/mail/lead-mail.ts).
 */

/** Counts a club booking from the address: BOOKINGS_PER_ADDRESS_PER_HOUR in an hour. */
export function countBooking(clientAddress: string | undefined): Promise<RateLimitVerdict> {
  return countWrite(
    `booking:${rateLimitKey(clientAddress)}`,
    leadServiceConfig().bookingsPerAddressPerHour,
    Date.now(),
    60 * 60_000,
  );
}

/**
 * One unpaid reservation at a time per person: whether another unpaid club lead with the same
 * e-mail (whatever its case) or phone has a call still to come (the booking is then refused, 409;
 * that call's e-mail holds the link that moves or cancels it). Read through the payment-status index.
 */
export async function holdsAnotherReservation(
  trx: Kysely<LeadDatabase>,
  leadId: string,
  { email, phone }: { email: string; phone: string },
  /** This booking's call: the same one held already is this booking sent again, not a second. */
  call: { agentId: string; slot: string },
  now = new Date(),
): Promise<boolean> {
  // PostgreSQL reads committed rows only: two bookings by one person at once would each miss the
  // other. A lock per e-mail and per phone, held to the transaction's end, makes the second wait and
  // then see the first (SQLite runs one write transaction at a time already).
  if (storeDialect() === 'postgres') {
    await sql`select pg_advisory_xact_lock(1, hashtext(${email.trim().toLowerCase()}))`.execute(
      trx,
    );
    await sql`select pg_advisory_xact_lock(2, hashtext(${phone}))`.execute(trx);
  }
  const holding = await trx
    .selectFrom('leads')
    .innerJoin('bookings', 'bookings.lead_id', 'leads.id')
    .select('leads.id')
    .where('leads.payment_status', '=', 'unpaid')
    .where('leads.kind', '=', 'spot')
    .where('leads.id', '!=', leadId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(leads.email)`, '=', email.trim().toLowerCase()),
        eb('leads.phone', '=', phone),
      ]),
    )
    .where('bookings.slot', '>=', dubaiClock(now))
    .where((eb) =>
      eb.or([eb('bookings.agent_id', '!=', call.agentId), eb('bookings.slot', '!=', call.slot)]),
    )
    .executeTakeFirst();
  return Boolean(holding);
}
