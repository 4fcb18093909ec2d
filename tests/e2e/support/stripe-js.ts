import type { Page } from '@playwright/test';

/** What the stubbed `confirmPayment` answers: a card that succeeds, a decline, or a bank redirect. */
export type StripeOutcome = 'succeeded' | 'declined' | 'redirect';

/**
 * Stripe.js at the network boundary: a script that defines the `Stripe()` object the product's
 * real code calls (`elements()`, `create('payment')`, `mount`, `confirmPayment`) and records calls.
 */
const stub = (outcome: StripeOutcome) => `
(() => {
  const calls = (window.__stripeCalls = []);
  function Stripe(key, options) {
    calls.push({ method: 'Stripe', key, options });
    let clientSecret = '';
    const handlers = {};
    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        node.innerHTML = '<label style="display:grid;gap:4px">Card number<input autocomplete="cc-number" inputmode="numeric" value="4242 4242 4242 4242"></label>';
        setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: 'payment' })), 50);
      },
      on(event, handler) { (handlers[event] ||= []).push(handler); return element; },
      off() { return element; },
      update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {}, collapse() {},
    };
    const elements = {
      create(type, options) { calls.push({ method: 'create', type, options }); return element; },
      getElement() { return element; },
      update(options) { calls.push({ method: 'elements.update', options }); },
      fetchUpdates() { return Promise.resolve({}); },
      submit() { return Promise.resolve({}); },
    };
    return {
      elements(options) {
        clientSecret = options.clientSecret;
        calls.push({ method: 'elements', options });
        return elements;
      },
      confirmPayment(options) {
        calls.push({ method: 'confirmPayment', returnUrl: options.confirmParams.return_url, redirect: options.redirect });
        const id = clientSecret.split('_secret_')[0];
        if (${JSON.stringify(outcome)} === 'declined') {
          return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
        }
        if (${JSON.stringify(outcome)} === 'redirect') {
          const url = new URL(options.confirmParams.return_url);
          url.searchParams.set('payment_intent', id);
          url.searchParams.set('payment_intent_client_secret', clientSecret);
          url.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(url.href);
          return new Promise(() => {});
        }
        return Promise.resolve({ paymentIntent: { id, status: 'succeeded' } });
      },
      // react-stripe-js checks for these before it accepts the object as Stripe.
      createToken() { return Promise.resolve({}); },
      createPaymentMethod() { return Promise.resolve({}); },
      confirmCardPayment() { return Promise.resolve({}); },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the stub for every Stripe.js URL; nothing reaches Stripe. */
export async function stubStripeJs(page: Page, outcome: StripeOutcome = 'succeeded') {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: stub(outcome) }),
  );
}

/** The calls the product made on the stub, in order. */
export async function stripeCalls(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { __stripeCalls?: Record<string, unknown>[] }).__stripeCalls ?? [],
  );
}
