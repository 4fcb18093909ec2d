import { dubaiTime, money } from '@/lib/server/admin/format';

const problems: Record<string, string> = {
  'refund-not-paid': 'Only a paid spot can be refunded.',
  'refund-no-stripe': 'Stripe is not configured on this server.',
  'refund-stripe': 'Stripe did not take the refund. Try again in a moment.',
};

/**
 * The lead page's refund (admin, docs/design.md §12): Stripe is asked, and the payment shows as
 * refunded only once its webhook confirms it; the booked call is cancelled then.
 */
export function RefundSection({
  payment,
  requestedAt,
  problem,
  action,
}: {
  payment: { status: string; amount: number | null; currency: string | null };
  requestedAt: string | undefined;
  problem: string | undefined;
  action: () => Promise<void>;
}) {
  return (
    <section className="admin-card" aria-labelledby="lead-refund">
      <h2 id="lead-refund">Refund</h2>
      {problem && problems[problem] && (
        <p role="alert" className="admin-error">
          {problems[problem]}
        </p>
      )}
      {payment.status === 'paid' && requestedAt && (
        <p>
          Refund requested {dubaiTime(requestedAt)} (Dubai); the payment shows as refunded once
          Stripe confirms it, and the call is cancelled then.
        </p>
      )}
      {payment.status === 'paid' && !requestedAt && (
        <form action={action} className="admin-stack">
          <p>
            Refund {money(payment.amount, payment.currency)} to the investor’s card. Their call is
            cancelled when Stripe confirms the refund.
          </p>
          <button type="submit" className="admin-button">
            Refund the spot
          </button>
        </form>
      )}
      {payment.status !== 'paid' && <p>Payment {payment.status}: nothing to refund.</p>}
    </section>
  );
}
