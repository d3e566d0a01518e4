import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { claimDueEmails, markEmailFailed, markEmailsSent } from './outbox.repository';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** how often to look for due e-mails when there was nothing to send */
  pollMs?: number;
  batchSize?: number;
  /** the first retry waits this long, each next one twice as long, up to maxDelayMs */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** after this many failed attempts the e-mail is marked failed and left alone */
  maxAttempts?: number;
  /** how long a claimed e-mail is left to its worker before another may try it */
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export interface MailWorker {
  start(): void;
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
  leaseMs = 5 * 60 * 1000,
}: MailWorkerOptions): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function deliverDueEmails(): Promise<DeliveryReport> {
    const claimed = await claimDueEmails(db, batchSize, leaseMs);
    const report: DeliveryReport = { sent: 0, failed: 0 };
    const sent: number[] = [];
    for (const email of claimed) {
      try {
        await transport.send({ to: email.recipient, subject: email.subject, text: email.text, html: email.html });
      } catch (error) {
        const giveUp = email.attempts >= maxAttempts;
        const retryInMs = retryDelay(email.attempts, baseDelayMs, maxDelayMs);
        const message = error instanceof Error ? error.message : String(error);
        await markEmailFailed(db, email.id, message, { giveUp, retryInMs });
        report.failed += 1;
        (giveUp ? logger?.error : logger?.warn)?.call(logger, { outboxId: email.id, kind: email.kind, attempts: email.attempts, err: message }, giveUp ? 'e-mail given up' : 'e-mail will be retried');
        continue;
      }
      sent.push(email.id);
    }
    // One statement for the batch. Should the process die before it, the claim's lease runs out
    // and these are sent again: an e-mail may arrive twice, never not at all.
    await markEmailsSent(db, sent);
    report.sent = sent.length;
    return report;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deliverDueEmails()
        .then((report) => schedule(report.sent + report.failed >= batchSize ? 0 : pollMs))
        .catch((error: unknown) => {
          // The database may be restarting: try again at the next poll.
          logger?.error({ err: error }, 'outbox pass failed');
          schedule(pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    deliverDueEmails,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
