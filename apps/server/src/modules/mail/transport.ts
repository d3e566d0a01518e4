import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
}

export function senderAddress(publicUrl: string): string {
  return `OnSale <no-reply@${new URL(publicUrl).hostname}>`;
}

/**
 * SMTP_URL set: nodemailer sends through it, with short time-outs so that a dead server fails an
 * attempt (retried later) instead of holding the worker for minutes. Unset: each message is written
 * as an .eml file under DATA_DIR/mail, readable by any mail program.
 */
export function createMailTransport({ smtpUrl, dataDir, publicUrl }: MailTransportOptions): MailTransport {
  const from = senderAddress(publicUrl);
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
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
