import { SMTPServer } from 'smtp-server';

/** `raw` as sent; `text` with quoted-printable undone, so long lines and UTF-8 read as written. */
export type CapturedMail = { from: string; to: string[]; raw: string; text: string };

function unquote(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A mail server on loopback that keeps what it is sent; it can refuse chosen recipients for good. */
export class CaptureSmtp {
  readonly received: CapturedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(
    readonly port: number,
    private readonly refused: ReadonlySet<string> = new Set(),
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        const refusal = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            text: unquote(Buffer.concat(chunks).toString('latin1')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): CapturedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}
