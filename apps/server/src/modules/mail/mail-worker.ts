import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createPollLoop } from '../jobs/poll-loop';
import { readShopSettings } from '../settings/settings.service';
import { type SupportContacts, withSupportContacts } from './email-layout';
import { claimDueEmail, extendEmailLease, markEmailFailed, markEmailSent, type OutboxRow } from './outbox.repository';
import type { MailTransport } from './transport';

/** One span per e-mail sent, with its queries inside, when traces are on (decision 0066); a no-op otherwise. */
const tracer = trace.getTracer('onsale-mail');

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** how often to look for due e-mails when there was nothing to send */
  pollMs?: number;
  /** how many e-mails one pass sends at most (claimed one by one) before looking again */
  batchSize?: number;
  /** the first retry waits this long, each next one twice as long, up to maxDelayMs */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** after this many failed attempts the e-mail is marked failed and left alone */
  maxAttempts?: number;
  /**
   * how long a claimed e-mail is left to its worker before another may try it: renewed while the
   * send goes on, so it only matters when the worker died, and then it is how long the one e-mail
   * it was sending waits
   */
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface MailWorker {
  start(): void;
  /** Looks for due e-mails now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
  /** One pass: claims the due e-mails, sends them, records the outcome. Tests call it directly. */
  deliverDueEmails(): Promise<DeliveryReport>;
}

/** Exponential backoff: base, 2×base, 4×base, … capped. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the e-mails of the outbox. Every app process may run one: claims use SKIP LOCKED, so each
 * e-mail goes to one sender at a time, and a failed send is retried with backoff rather than lost.
 */
export function createMailWorker({
  db,
  transport,
  logger,
  pollMs = 2_000,
  batchSize = 20,
  baseDelayMs = 30_000,
  maxDelayMs = 60 * 60 * 1000,
  maxAttempts = 10,
  leaseMs = 30_000,
}: MailWorkerOptions): MailWorker {
  /** Sends one claimed e-mail, keeping the claim while the SMTP server takes its time. */
  async function send(email: OutboxRow, contacts: SupportContacts): Promise<void> {
    const renewal = setInterval(() => {
      extendEmailLease(db, email.id, leaseMs).catch((error: unknown) =>
        logger?.warn({ err: error, outboxId: email.id }, 'e-mail lease not renewed'),
      );
    }, leaseMs / 3);
    try {
      await transport.send(
        withSupportContacts(
          { to: email.recipient, subject: email.subject, text: email.text, html: email.html },
          contacts,
        ),
      );
    } finally {
      clearInterval(renewal);
    }
  }

  /** Sends one claimed e-mail and records how it went: sent, or failed and retried later or given up. */
  async function deliver(email: OutboxRow, span: Span, contacts: () => Promise<SupportContacts>): Promise<boolean> {
    try {
      await send(email, await contacts());
    } catch (error) {
      const giveUp = email.attempts >= maxAttempts;
      const retryInMs = retryDelay(email.attempts, baseDelayMs, maxDelayMs);
      const message = error instanceof Error ? error.message : String(error);
      span.recordException(error instanceof Error ? error : message);
      span.setStatus({ code: SpanStatusCode.ERROR, message });
      await markEmailFailed(db, email.id, message, { giveUp, retryInMs });
      (giveUp ? logger?.error : logger?.warn)?.call(
        logger,
        { outboxId: email.id, kind: email.kind, attempts: email.attempts, err: message },
        giveUp ? 'e-mail given up' : 'e-mail will be retried',
      );
      return false;
    }
    // Marked as soon as it is sent: should the process die now, only this one e-mail (sent, not
    // yet marked) goes again once its lease runs out; every other is still due for any sender.
    await markEmailSent(db, email.id);
    return true;
  }

  async function deliverDueEmails(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const tried: number[] = [];
    // the support contacts as the admin's settings have them now, read once a pass
    let contacts: SupportContacts | undefined;
    const readContacts = async () => (contacts ??= await readShopSettings(db));
    while (tried.length < batchSize) {
      const email = await claimDueEmail(db, leaseMs, tried);
      if (!email) break;
      tried.push(email.id);
      const sent = await tracer.startActiveSpan(
        `email ${email.kind}`,
        {
          kind: SpanKind.INTERNAL,
          attributes: {
            'onsale.outbox.id': email.id,
            'onsale.email.kind': email.kind,
            'onsale.outbox.attempt': email.attempts,
          },
        },
        (span) => deliver(email, span, readContacts).finally(() => span.end()),
      );
      if (sent) report.sent += 1;
      else report.failed += 1;
    }
    return report;
  }

  // The outbox is one lane of the background runner (modules/jobs): the same loop, the same claims.
  const loop = createPollLoop(
    async () => {
      const report = await deliverDueEmails();
      return { more: report.sent + report.failed >= batchSize };
    },
    { pollMs, onError: (error) => logger?.error({ err: error }, 'outbox pass failed') },
  );

  return {
    deliverDueEmails,
    start: loop.start,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
