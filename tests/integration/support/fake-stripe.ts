import http from 'node:http';
import { LoopbackServer } from './loopback-server';

export type StripeCall = {
  method: string;
  path: string;
  /** Form fields as Stripe's SDK encodes them: `metadata[leadId]`, `automatic_payment_methods[enabled]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
};

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
};

/**
 * Stripe's API on loopback, for the server SDK (`STRIPE_API_URL`). It records every call, creates
 * and retrieves PaymentIntents, honours idempotency keys as Stripe does (same key, same answer), and
 * can fail the next calls with a Stripe error.
 */
export class FakeStripe extends LoopbackServer {
  readonly calls: StripeCall[] = [];
  readonly intents = new Map<string, FakeIntent>();
  /** `POST /v1/refunds`: each refund made, pending until a test sends its webhook. */
  readonly refunds: FakeRefund[] = [];
  private answeredRefunds = new Map<string, FakeRefund>();
  /** Runs when a create call arrives, before it is answered (to look at the database at that moment). */
  onCreate: ((call: StripeCall) => Promise<void> | void) | undefined;
  /** The next calls answered with this HTTP status and a Stripe error body. */
  failures: { status: number; message: string }[] = [];
  private answered = new Map<string, FakeIntent>();
  creates(): StripeCall[] {
    return this.calls.filter(
      (call) => call.method === 'POST' && call.path === '/v1/payment_intents',
    );
  }

  protected async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.baseUrl);
    const call: StripeCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      idempotencyKey: header(request, 'idempotency-key'),
      authorization: header(request, 'authorization'),
    };
    this.calls.push(call);
    const answer = (status: number, body: unknown) =>
      void response
        .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
        .end(JSON.stringify(body));

    const failure = this.failures.shift();
    if (failure) {
      return answer(failure.status, {
        error: {
          type: failure.status >= 500 ? 'api_error' : 'card_error',
          message: failure.message,
        },
      });
    }
    if (call.method === 'POST' && call.path === '/v1/payment_intents') {
      await this.onCreate?.(call);
      const earlier = call.idempotencyKey ? this.answered.get(call.idempotencyKey) : undefined;
      const intent = earlier ?? this.createIntent(call.form);
      if (call.idempotencyKey) this.answered.set(call.idempotencyKey, intent);
      return answer(200, intent);
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      const earlier = call.idempotencyKey
        ? this.answeredRefunds.get(call.idempotencyKey)
        : undefined;
      const refund = earlier ?? this.createRefund(call.form);
      if (call.idempotencyKey) this.answeredRefunds.set(call.idempotencyKey, refund);
      return answer(200, refund);
    }
    const retrieved = /^\/v1\/payment_intents\/([^/]+)$/.exec(call.path);
    const intent = retrieved?.[1] ? this.intents.get(retrieved[1]) : undefined;
    if (call.method === 'GET' && intent) return answer(200, intent);
    answer(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
  }

  private createRefund(form: Record<string, string>): FakeRefund {
    const intentId = form.payment_intent ?? '';
    const intent = this.intents.get(intentId);
    const refund: FakeRefund = {
      id: `re_fake${String(this.refunds.length + 1).padStart(6, '0')}`,
      object: 'refund',
      amount: form.amount ? Number(form.amount) : (intent?.amount ?? 0),
      currency: intent?.currency ?? 'aed',
      payment_intent: intentId,
      status: 'pending',
      metadata: metadataOf(form),
    };
    this.refunds.push(refund);
    return refund;
  }

  private createIntent(form: Record<string, string>): FakeIntent {
    const id = `pi_fake${String(this.intents.size + 1).padStart(6, '0')}`;
    const metadata = metadataOf(form);
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 12)}`,
      metadata,
      last_payment_error: null,
    };
    this.intents.set(id, intent);
    return intent;
  }
}

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}
