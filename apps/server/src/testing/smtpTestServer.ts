/**
 * A real SMTP server in the test process (smtp-server), capturing what it accepts, parsed with
 * mailparser. It can be stopped and started again on the same port (the mail server is down),
 * and told to refuse the next messages with a temporary error.
 */
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  received: CapturedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The next `count` messages get '451 try again later'. */
  refuseNext(count: number): void;
  /** The first mail received for `address`, waited for up to ten seconds. */
  waitFor(address: string): Promise<CapturedMail>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function smtpTestServer(): Promise<SmtpTestServer> {
  const port = await freePort();
  const received: CapturedMail[] = [];
  let refusals = 0;
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() is the mail server going down: the pooled connections the app keeps open are
      // closed (421) after this, not after smtp-server's default 30 s grace time.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = make();
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(address) {
      for (let i = 0; i < 200; i += 1) {
        const mail = received.find((m) => m.envelopeTo.includes(address));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${address}`);
    },
  };
}
