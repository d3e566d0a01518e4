import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { createMailWorker, retryDelay, type MailWorker } from '../../src/modules/mail/mail-worker';
import { enqueueEmail } from '../../src/modules/mail/outbox.repository';
import { createSettingsRepository } from '../../src/modules/settings/settings.repository';
import { createMailTransport } from '../../src/modules/mail/transport';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { freePort } from '../support/server-process';
import { startSmtp, unfold } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let productId: string;
const workers: MailWorker[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  productId = (
    await createProduct(t.database.db, { category }, { name: 'Chikankari Kurta', price: 350_000, stock: 1_000 })
  ).id;
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await t.database.db.delete(outbox);
});
afterAll(() => t.close());

let orderCount = 0;
async function placeOrder(email = `mail${++orderCount}@example.pk`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(email, [{ product_id: productId, quantity: 2 }], {
      address: 'House 4, Street 9, DHA Phase 6',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order: { order_number: string; email: string }; customer: { email: string } };
}

function worker(smtpUrl: string | undefined, options: Partial<Parameters<typeof createMailWorker>[0]> = {}) {
  const created = createMailWorker({
    db: t.database.db,
    transport: createMailTransport({ smtpUrl, dataDir: t.config.dataDir, publicUrl: t.config.publicUrl }),
    ...options,
  });
  workers.push(created);
  return created;
}

async function outboxRows() {
  return t.database.db.select().from(outbox).orderBy(outbox.id);
}

describe('receipt e-mail', () => {
  it('reaches a real SMTP server with the order, the totals, the tracking link and a set-password link', async () => {
    const smtp = await startSmtp();
    try {
      const { order } = await placeOrder('receipt@example.pk');
      const report = await worker(`smtp://127.0.0.1:${smtp.port}`).deliverDueEmails();
      expect(report).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['receipt@example.pk']);
      const raw = unfold(mail.raw);
      expect(raw).toContain(`Subject: Your OnSale order ${order.order_number}`);
      expect(raw).toContain('Chikankari Kurta: 2 × Rs. 3,500 = Rs. 7,000');
      expect(raw).toContain('Shipping: Rs. 250');
      expect(raw).toContain('Total to pay on delivery: Rs. 7,250');
      expect(raw).toContain('House 4, Street 9, DHA Phase 6');
      expect(raw).toContain(`${t.config.publicUrl}/track?order=${order.order_number}`);
      expect(raw).toMatch(new RegExp(`${t.config.publicUrl}/set-password\\?token=[\\w-]{40,}`));
      // The HTML part in the shop's layout, with the item's picture at the shop's address.
      expect(raw).toContain('On<span style="color:#c2185b">Sale</span>');
      expect(raw).toMatch(new RegExp(`<img src="${t.config.publicUrl}/media/[^"]+" width="56"`));
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
      // Sent once: a second pass finds nothing due.
      expect(await workers[0]!.deliverDueEmails()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('is retried with backoff while the SMTP server is down and arrives once it is back', async () => {
    const port = await freePort();
    const baseDelayMs = 2_000;
    const mailer = worker(`smtp://127.0.0.1:${port}`, { baseDelayMs });
    const { order } = await placeOrder();

    expect(await mailer.deliverDueEmails()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp({ port });
    try {
      // Not due yet: the retry waits for its backoff even though the server is back.
      expect(await mailer.deliverDueEmails()).toEqual({ sent: 0, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs + 100));
      expect(await mailer.deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(unfold(smtp.received[0]!.raw)).toContain(order.order_number);
      [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt and leaves the e-mail marked failed', async () => {
    const port = await freePort();
    const mailer = worker(`smtp://127.0.0.1:${port}`, { baseDelayMs: 1, maxAttempts: 2 });
    await placeOrder();
    expect((await mailer.deliverDueEmails()).failed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await mailer.deliverDueEmails()).failed).toBe(1);
    expect(await outboxRows()).toMatchObject([{ status: 'failed', attempts: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await mailer.deliverDueEmails()).toEqual({ sent: 0, failed: 0 });
  });

  it('doubles the wait after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 30_000, 60 * 60_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(20, 30_000, 60 * 60_000)).toBe(60 * 60_000);
  });

  it('is written as an .eml file under DATA_DIR/mail when no SMTP server is configured', async () => {
    const { order } = await placeOrder();
    expect(await worker(undefined).deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
    const dir = path.join(t.config.dataDir, 'mail');
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = unfold(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(raw).toContain(`Subject: Your OnSale order ${order.order_number}`);
    expect(raw).toMatch(/^From: OnSale <no-reply@localhost>$/m);
  });

  it('ends every e-mail with the support contacts the admin set at the time of sending, and replies go to support', async () => {
    const smtp = await startSmtp();
    const settingsNow = createSettingsRepository(t.database.db);
    try {
      await placeOrder('contacts@example.pk');
      await enqueueEmail(t.database.db, {
        kind: 'password_reset',
        to: 'contacts@example.pk',
        subject: 'Reset your OnSale password',
        text: 'Set a new password.',
        html: '<p>Set a new password.</p>',
      });
      // changed after the e-mails were written, before they are sent: the new contacts go out
      await settingsNow.write({
        supportEmail: 'help@lawnlane.pk',
        supportPhone: '0300 1112223',
        supportHours: 'Every day 10 AM-8 PM',
      });
      expect(await worker(`smtp://127.0.0.1:${smtp.port}`).deliverDueEmails()).toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      for (const mail of smtp.received) {
        const raw = unfold(mail.raw);
        expect(raw).toMatch(/^Reply-To: help@lawnlane\.pk$/m);
        expect(raw).toContain('Questions? E-mail help@lawnlane.pk or call 0300 1112223 (Every day 10 AM-8 PM).');
        expect(raw).toContain('Questions? E-mail <a href="mailto:help@lawnlane.pk"');
        expect(raw).toContain('or call <a href="tel:03001112223"');
        expect(raw).not.toContain('support@onsale.pk');
      }
    } finally {
      await settingsNow.write({
        supportEmail: 'support@onsale.pk',
        supportPhone: '+92 42 111 667 253',
        supportHours: 'Mon-Fri 9 AM-6 PM',
      });
      await smtp.close();
    }
  });

  it('is sent once when several workers run at the same time (FOR UPDATE SKIP LOCKED)', async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 30; i++)
        await enqueueEmail(t.database.db, {
          kind: 'test',
          to: `reader${i}@example.pk`,
          subject: `Message ${i}`,
          text: 'hello',
          html: '<p>hello</p>',
        });
      const url = `smtp://127.0.0.1:${smtp.port}`;
      const mailers = [worker(url, { batchSize: 5 }), worker(url, { batchSize: 5 }), worker(url, { batchSize: 5 })];
      let total = 0;
      for (let round = 0; round < 10 && total < 30; round++) {
        const reports = await Promise.all(mailers.map((mailer) => mailer.deliverDueEmails()));
        total += reports.reduce((sum, report) => sum + report.sent, 0);
      }
      expect(total).toBe(30);
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toHaveLength(30);
      expect(new Set(recipients).size).toBe(30);
      const [{ sent }] = (await t.database.db
        .select({ sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number) })
        .from(outbox)) as [{ sent: number }];
      expect(sent).toBe(30);
    } finally {
      await smtp.close();
    }
  });

  it('holds only the e-mail it is sending: the others go at once through another worker, and a slow send keeps its claim', async () => {
    const smtp = await startSmtp();
    try {
      for (let i = 0; i < 3; i++)
        await enqueueEmail(t.database.db, {
          kind: 'test',
          to: `slow${i}@example.pk`,
          subject: `Message ${i}`,
          text: 'hello',
          html: '<p>hello</p>',
        });
      let finishSlowSend!: () => void;
      const slowSends: string[] = [];
      const slowTransport = {
        kind: 'smtp' as const,
        send: (message: { to: string }) => {
          slowSends.push(message.to);
          return new Promise<void>((resolve) => (finishSlowSend = resolve));
        },
        close() {},
      };
      const leaseMs = 300;
      const slow = createMailWorker({ db: t.database.db, transport: slowTransport, leaseMs });
      const slowPass = slow.deliverDueEmails();
      await expect.poll(() => slowSends.length).toBe(1);

      const other = worker(`smtp://127.0.0.1:${smtp.port}`, { leaseMs });
      expect(await other.deliverDueEmails()).toEqual({ sent: 2, failed: 0 });
      // Three leases later the slow send still holds its e-mail: nobody sends it a second time.
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
      expect(await other.deliverDueEmails()).toEqual({ sent: 0, failed: 0 });
      expect(slowSends).toEqual(['slow0@example.pk']);
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['slow1@example.pk', 'slow2@example.pk']);

      finishSlowSend();
      expect(await slowPass).toEqual({ sent: 1, failed: 0 });
      expect((await outboxRows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await smtp.close();
    }
  });

  it('is sent by the running worker without anyone asking', async () => {
    const smtp = await startSmtp();
    try {
      worker(`smtp://127.0.0.1:${smtp.port}`, { pollMs: 50 }).start();
      const { order } = await placeOrder();
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
      expect(unfold(smtp.received[0]!.raw)).toContain(order.order_number);
    } finally {
      await smtp.close();
    }
  });
});
