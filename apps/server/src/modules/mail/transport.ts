import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { defaultMailFrom } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** where a reply goes: the shop's support e-mail */
  replyTo?: string;
}

/** Where outgoing mail goes: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** the sender (MAIL_FROM); unset, `OnSale <no-reply@host of publicUrl>` */
  mailFrom?: string;
}

/**
 * SMTP_URL set: nodemailer sends through it, with short time-outs so that a dead server fails an
 * attempt (retried later) instead of holding the worker for minutes. The connection is kept open
 * between e-mails (a pool of one or two, as the outbox sends one at a time): a flash sale's receipts
 * do not each pay for a TCP and TLS handshake and a login. Unset: each message is written as an
 * .eml file under DATA_DIR/mail, readable by any mail program.
 */
export function createMailTransport({ smtpUrl, dataDir, publicUrl, mailFrom }: MailTransportOptions): MailTransport {
  const from = mailFrom ?? defaultMailFrom(publicUrl);
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      maxMessages: 500,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transporter.sendMail({ from, ...message });
      },
      close: () => transporter.close(),
    };
  }
  const mailDir = path.join(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made: Promise<unknown> | undefined;
  return {
    kind: 'files',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      // Made once, not for every e-mail; a failure is tried again with the next one.
      made ??= fs.mkdir(mailDir, { recursive: true }).catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      await made;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(mailDir, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
