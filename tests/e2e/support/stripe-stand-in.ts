// Stripe's API on loopback for the e2e servers (STRIPE_API_URL): the integration tests' FakeStripe,
// reachable on the fixed port playwright.config.ts gives it. Usage: tsx stripe-stand-in.ts <port>
import http from 'node:http';
import { FakeStripe } from '../../integration/support/fake-stripe';

const port = Number(process.argv[2]);
const stripe = new FakeStripe();

void stripe.start().then(() => {
  const target = new URL(stripe.baseUrl);
  http
    .createServer((request, response) => {
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
