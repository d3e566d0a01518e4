import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** when the message's data had arrived (Date.now()) */
  at: number;
}

export interface TestSmtpServer {
  server: SMTPServer;
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  port?: number;
  /**
   * Runs after a message's data has arrived (it is already in `received`) and before the server
   * answers that it accepted it: a test can hold the sender there, or kill it mid-send.
   */
  beforeAccepting?: (mail: ReceivedMail) => Promise<void> | void;
}

/** A real SMTP server on loopback that keeps what it receives. */
export function startSmtp({ port = 0, beforeAccepting }: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Senders keep their connection open between e-mails (a pool): closing ends them at once
    // instead of waiting the default 30 s for them to leave.
    closeTimeout: 50,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() };
        received.push(mail);
        Promise.resolve(beforeAccepting?.(mail)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A sender killed mid-conversation resets its connection: that is the test, not a failure.
  server.on('error', () => {});
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
      resolve({
        server,
        port: address.port,
        url: `smtp://127.0.0.1:${address.port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** The message bodies are quoted-printable (wrapped lines, =XX bytes): decode them to search the text. */
export const unfold = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
