import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A third party's HTTP API on loopback (the CRM, Stripe). It keeps its port across stop and start,
 * so a stopped one is "connection refused" at the address the code under test was given.
 */
export abstract class LoopbackServer {
  private server = this.createServer();
  private port = 0;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Closes the port. */
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    this.server = this.createServer();
  }

  protected abstract handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void>;

  private createServer(): http.Server {
    return http.createServer((request, response) => void this.handle(request, response));
  }
}
