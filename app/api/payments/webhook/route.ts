import type Stripe from 'stripe';
import { leadServiceConfig } from '@/lib/server/config';
import { nudgeCrmForwarding } from '@/lib/server/crm/outbox';
import { failure, jsonAnswer, refusal, webhookReceipt } from '@/lib/server/endpoint';
import { readLimited } from '@/lib/server/request-body';
import { verifiedWebhookEvent } from '@/lib/server/payments/stripe';
import { applyPaymentEvent } from '@/lib/server/payments/webhook';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Stripe's events are a few kilobytes; a charge with its refunds stays well under this.
const maxEventBytes = 512 * 1024;

/**
 * `POST /api/payments/webhook`: Stripe's signed events decide that a reservation is paid, failed or
 * refunded (docs/design.md §9). The signature is checked on the raw body with
 * STRIPE_WEBHOOK_SECRET; a bad or missing one, or one signed more than five minutes before or after
 * now, is `400` and changes nothing. Anything verified is `200`, once applied (or ignored when it
 * is not an event we read).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { webhookSecret } = leadServiceConfig().payments;
    if (!webhookSecret) {
      console.error('[payments] webhook called but STRIPE_WEBHOOK_SECRET is not set');
      return refusal(503, 'paymentUnavailable');
    }
    const payload = await readLimited(request, maxEventBytes);
    const signature = request.headers.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = verifiedWebhookEvent(payload, signature, webhookSecret);
    } catch (error) {
      console.warn(
        `[payments] webhook refused: ${error instanceof Error ? error.message : String(error)}`,
      );
      return jsonAnswer(400, { message: 'Invalid signature' });
    }

    const outcome = await applyPaymentEvent(event);
    if (outcome === 'applied' && leadServiceConfig().crm.baseUrl) nudgeCrmForwarding();
    return webhookReceipt(outcome);
  } catch (error) {
    return failure(error);
  }
}
