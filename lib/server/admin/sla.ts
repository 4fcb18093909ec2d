import 'server-only';
import type { WeeklyHours } from '../bookings/hours';

/**
 * The first-contact SLA (docs/design.md §12): a new lead should be called within LEAD_SLA_MINUTES
 * of working time, the experts' hours (BOOKING_HOURS, Dubai). A lead that arrives at night is due
 * that many minutes after the next opening. Dubai keeps UTC+4 all year.
 */
const dubaiOffsetMs = 4 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** When a lead received at `receivedAt` is overdue without a first contact. */
export function slaDueAt(receivedAt: Date, minutes: number, week: WeeklyHours): Date {
  let remaining = minutes;
  const local = receivedAt.getTime() + dubaiOffsetMs;
  const firstDay = Math.floor(local / dayMs) * dayMs;
  // Two weeks of closed days is no working time at all: then the SLA runs on the clock.
  for (let day = firstDay; day < firstDay + 14 * dayMs; day += dayMs) {
    const weekday = new Date(day).getUTCDay();
    for (const { start, end } of week[weekday] ?? []) {
      const from = Math.max(day + start * 60_000, local);
      const to = day + end * 60_000;
      if (from >= to) continue;
      const available = (to - from) / 60_000;
      if (available >= remaining) return new Date(from + remaining * 60_000 - dubaiOffsetMs);
      remaining -= available;
    }
  }
  return new Date(receivedAt.getTime() + minutes * 60_000);
}

/** "4 min", "2 h 5 min", "3 d 4 h": how long a lead has waited. */
export function ageText(fromIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
