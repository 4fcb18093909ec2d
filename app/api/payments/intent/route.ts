import { randomBytes, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { spotIntentSchema, type SpotIntentData } from '@/lib/leads/booking';
import { leadServiceConfig } from '@/lib/server/config';
import { jsonAnswer, refusal, submissionEndpoint } from '@/lib/server/endpoint';
import {
  markReservationUnpaid,
  recordIntent,
  storeReservation,
  spotPriceFils,
} from '@/lib/server/payments/reservation';
import { logStripeError, stripeClient } from '@/lib/server/payments/stripe';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const paymentUnavailable = () => refusal(503, 'paymentUnavailable');

const intentCreated = (data: SpotIntentData) => jsonAnswer(201, { data });

/**
 * `POST /api/payments/intent` (docs/design.md §9): stores the reservation, then creates its
 * PaymentIntent → `201 { data: { leadId, clientSecret, amount, currency } }`. Without Stripe keys
 * `503`; when Stripe fails `502 { message, data: { leadId } }`, the reservation kept as an unpaid
 * one.
 */
export const POST = submissionEndpoint({
  body: 'json',
  schema: spotIntentSchema,
  answerBot: () => {
    if (!leadServiceConfig().payments.secretKey) return paymentUnavailable();
    const id = `pi_${randomBytes(12).toString('hex')}`;
    return intentCreated({
      leadId: randomUUID(),
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amount: spotPriceFils(),
      currency: 'aed',
    });
  },
  accept: async (request, context) => {
    const stripe = stripeClient();
    if (!stripe) return paymentUnavailable();

    const leadId = await storeReservation(request, context);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: spotPriceFils(),
          currency: 'aed',
          automatic_payment_methods: { enabled: true },
          description: 'Dubai Insiders Club spot',
          receipt_email: request.email,
          metadata: { leadId, kind: 'club-spot' },
        },
        // A double click, a retry or the SDK's own retry: one reservation, one PaymentIntent.
        { idempotencyKey: `club-spot-${leadId}` },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
    } catch (error) {
      logStripeError(error);
      await markReservationUnpaid(leadId);
      return refusal(502, 'paymentFailed', { data: { leadId } });
    }
    const clientSecret = intent.client_secret;
    await recordIntent(leadId, { ...intent, clientSecret });
    return intentCreated({ leadId, clientSecret, amount: intent.amount, currency: 'aed' });
  },
});
