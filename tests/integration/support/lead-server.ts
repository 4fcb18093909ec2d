/**
 * A real server process around the lead route, for the crash test: node:http in front of the same
 * `POST` handler Next calls. Run with `node --import ./scripts/server-only-outside-next.mjs --import tsx`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as leadsRoute } from '@/app/api/leads/route';

const server = http.createServer(async (incoming, outgoing) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (typeof value === 'string') headers.set(name, value);
  const response = await leadsRoute(
    new Request(`http://127.0.0.1${incoming.url}`, {
      method: incoming.method,
      headers,
      body: new Uint8Array(Buffer.concat(chunks)),
    }),
  );
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
