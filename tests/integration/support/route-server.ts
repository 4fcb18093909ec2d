import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Route = (request: Request) => Promise<Response>;

/**
 * Route handlers behind node:http as `next start` serves them: the body reaches the handler as a
 * stream while it arrives, and `GET /robots.txt` answers at once, so a test can time a static
 * answer while the handlers read what was sent.
 */
export class RouteServer {
  private readonly server: http.Server;

  constructor(routes: Record<string, Route>) {
    this.server = http.createServer((incoming, outgoing) => {
      void this.serve(routes, incoming, outgoing);
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async serve(
    routes: Record<string, Route>,
    incoming: http.IncomingMessage,
    outgoing: http.ServerResponse,
  ): Promise<void> {
    const pathname = new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname === '/robots.txt') {
      outgoing.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const route = routes[pathname];
    if (!route) {
      outgoing.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === 'string') headers.set(name, value);
    const response = await route(
      new Request(`http://127.0.0.1${incoming.url}`, {
        method: incoming.method,
        headers,
        body: bodyStream(incoming),
        duplex: 'half',
      } as RequestInit),
    );
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
    // The rest of a refused upload is read and dropped, as Node's server drains a body the handler
    // left: a socket torn down mid-upload fails the client's write (ECONNRESET) before it can read
    // the answer, which made the 413 test fail on a busy machine.
    if (!incoming.complete) incoming.resume();
  }
}

/**
 * The request's body as a web stream, as Next hands it to a route. Not `Readable.toWeb`: on Node 20
 * it throws an uncaught "Controller is already closed" when a handler cancels a body mid-flow.
 */
function bodyStream(incoming: http.IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.on('end', () => {
        if (done) return;
        done = true;
        controller.close();
      });
      incoming.on('error', (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      done = true;
      incoming.resume();
    },
  });
}
