// Stripe's API on loopback for the e2e servers (STRIPE_API_URL): the integration tests' FakeStripe,
// reachable on the fixed port playwright.config.ts gives it. Usage: tsx stripe-stand-in.ts <port>
// `POST /__e2e/intents/{id}?status=…` plays what Stripe does when the visitor pays in Stripe.js.
import http from 'node:http';
import { FakeStripe } from '../../integration/support/fake-stripe';

const port = Number(process.argv[2]);
const stripe = new FakeStripe();

function settle(url: URL, response: http.ServerResponse): void {
  const intent = stripe.intents.get(url.pathname.split('/').at(-1) ?? '');
  if (!intent) return void response.writeHead(404).end();
  intent.status = url.searchParams.get('status') ?? 'succeeded';
  intent.last_payment_error =
    intent.status === 'requires_payment_method' ? { message: 'Your card was declined.' } : null;
  response.writeHead(204).end();
}

void stripe.start().then(() => {
  const target = new URL(stripe.baseUrl);
  http
    .createServer((request, response) => {
      const url = new URL(request.url ?? '/', target);
      if (url.pathname.startsWith('/__e2e/intents/')) return settle(url, response);
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.writeHead(502).end());
      request.pipe(forwarded);
    })
    .listen(port, 'localhost');
});
