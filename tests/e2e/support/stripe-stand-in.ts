// Stripe's API on loopback for the e2e servers (STRIPE_API_URL): the integration tests' FakeStripe,
// reachable on the fixed port playwright.config.ts gives it. Usage: tsx stripe-stand-in.ts <port>
// `POST /__e2e/intents/{id}?status=…` plays what Stripe does when the visitor pays in Stripe.js.
import http from 'node:http';
import { FakeStripe } from '../../integration/support/fake-stripe';

const port = Number(process.argv[2]);
const stripe = new FakeStripe();
// FakeStripe numbers its intents from 1; the e2e database outlives a run, Stripe's ids never repeat.
const runId = `pi_${Date.now().toString(36)}`;
const toStripe = (text: string) => text.replaceAll(runId, 'pi_');
const fromStripe = (text: string) => text.replaceAll('pi_fake', `${runId}fake`);

function settle(url: URL, response: http.ServerResponse): void {
  const intent = stripe.intents.get(toStripe(url.pathname.split('/').at(-1) ?? ''));
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
          path: toStripe(request.url ?? '/'),
          headers: request.headers,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const { 'content-length': _length, ...headers } = answer.headers;
            response
              .writeHead(answer.statusCode ?? 502, headers)
              .end(fromStripe(Buffer.concat(chunks).toString('utf8')));
          });
        },
      );
      forwarded.on('error', () => response.writeHead(502).end());
      request.pipe(forwarded);
    })
    .listen(port, 'localhost');
});
