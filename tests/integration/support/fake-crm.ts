import http from 'node:http';
import { LoopbackServer } from './loopback-server';

export type CrmDelivery = {
  path: string;
  idempotencyKey: string;
  authorization: string;
  contentType: string;
  body: string;
};

/**
 * A CRM on loopback that can be down (port closed), failing (5xx) or up, and records what it took.
 * `deliveries` holds only the requests it answered 2xx, as a real CRM would have stored them.
 */
export class FakeCrm extends LoopbackServer {
  readonly deliveries: CrmDelivery[] = [];
  failuresLeft = 0;
  attempts = 0;
  agents: unknown[] | undefined;
  protected async handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'GET' && request.url === '/users/agents') {
      if (!this.agents) return void response.writeHead(500).end();
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { data: this.agents } }));
    }
    this.attempts++;
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      return void response.writeHead(503).end('maintenance');
    }
    this.deliveries.push({
      path: request.url ?? '',
      idempotencyKey: String(request.headers['idempotency-key']),
      authorization: String(request.headers.authorization),
      contentType: String(request.headers['content-type']),
      body: Buffer.concat(chunks).toString('latin1'),
    });
    response.writeHead(201, { 'content-type': 'application/json' }).end('{"message":"Success"}');
  }
}
