import { dubaiMinute } from '@/lib/booking/slots';

/** Back-office times are Dubai time, like the calls (docs/design.md §9). */
export function dubaiTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dubaiMinute.format(date);
}

/** Minor units (fils) as an amount: 500000 AED fils → "AED 5,000.00". */
export function money(minor: number | null, currency: string | null): string {
  if (minor === null) return '—';
  return `${(currency ?? 'aed').toUpperCase()} ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
}
