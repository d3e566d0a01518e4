import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startSmtp, unfold, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { createTestDatabase, onPostgres } from '../support/test-database';

const ORDERS = 20;
/** The node is killed while the SMTP server holds this message (counting every e-mail, not only receipts). */
const KILLED_AT_MESSAGE = 5;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: TestSmtpServer;
const nodes: ServerProcess[] = [];
let productId: string;

let releaseFirstMessage!: () => void;
const ordersPlaced = new Promise<void>((resolve) => (releaseFirstMessage = resolve));
let killed: Promise<void> | undefined;

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await createTestDatabase();
  const category = await createCategory(database.db, { name: 'Women', slug: 'women' });
  productId = (await createProduct(database.db, { category }, { name: 'Lawn Suit', price: 450_000, stock: 1_000 })).id;
  smtp = await startSmtp({
    beforeAccepting: async () => {
      // Nothing is accepted until every order is in: the node then has a full outbox when it dies.
      await ordersPlaced;
      if (smtp.received.length === KILLED_AT_MESSAGE && !killed) {
        // kill -9 while this message is on the wire: the node never hears that it was accepted.
        killed = nodes[0]!.stop('SIGKILL');
        await killed;
      }
    },
  });
});

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
  await smtp?.close();
  await database?.close();
});

async function placeOrder(node: ServerProcess, n: number): Promise<string> {
  const response = await fetch(`${node.url}/api/docheckout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      checkoutBody(`crash${n}@example.pk`, [{ product_id: productId, quantity: 1 }], {
        address: `House ${n}, Street 2, Gulberg`,
      }),
    ),
  });
  const body = (await response.json()) as { data: { order: { order_number: string } } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data.order.order_number;
}

/** The order number of a receipt; undefined for any other e-mail. */
function subjectOrder(mail: ReceivedMail): string | undefined {
  return /^Subject: Your OnSale order (\S+)$/m.exec(unfold(mail.raw))?.[1];
}

/** How many times each order's receipt arrived, by order number. */
function receiptsByOrder(orderNumbers: string[]): Map<string, number> {
  const counts = new Map(orderNumbers.map((number) => [number, 0]));
  for (const mail of smtp.received) {
    const number = subjectOrder(mail);
    if (number && counts.has(number)) counts.set(number, counts.get(number)! + 1);
  }
  return counts;
}

describe('receipts after a node is killed mid-send', () => {
  it.skipIf(!onPostgres())(
    'arrive once each, none lost, only the one on the wire twice, and the rest without waiting for its lease',
    async () => {
      const env = { DATABASE_URL: database.url!, SMTP_URL: smtp.url };
      nodes.push(await startServerProcess(env));
      const orderNumbers: string[] = [];
      for (let n = 1; n <= ORDERS; n++) orderNumbers.push(await placeOrder(nodes[0]!, n));
      releaseFirstMessage();

      await expect.poll(() => killed !== undefined, { timeout: 20_000 }).toBe(true);
      await killed;
      const killedAt = Date.now();
      const inFlight = smtp.received.length;
      expect(inFlight).toBe(KILLED_AT_MESSAGE);

      nodes.push(await startServerProcess(env));
      const secondNodeUp = Date.now();
      // Done when nothing is left to send: the one on the wire goes again once its lease runs out.
      const pending = async () =>
        (await database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'pending'))).length;
      await expect.poll(pending, { timeout: 60_000, interval: 250 }).toBe(0);
      const allSent = Date.now();

      // Every receipt arrived once, except the one on the wire when the node died: the node never
      // heard it was accepted, so it went twice. None is lost.
      const onTheWire = subjectOrder(smtp.received[KILLED_AT_MESSAGE - 1]!);
      const counts = receiptsByOrder(orderNumbers);
      for (const [orderNumber, count] of counts) expect(count, orderNumber).toBe(orderNumber === onTheWire ? 2 : 1);

      // The e-mails the dead node had not reached went out as soon as the new node looked, not
      // after a lease: all but the one on the wire within seconds of it answering…
      const resent = smtp.received.slice(inFlight);
      const late = resent.filter((mail) => mail.at - secondNodeUp >= 10_000);
      expect(late.length).toBeLessThanOrEqual(1);
      expect(resent.length).toBeGreaterThanOrEqual(ORDERS - KILLED_AT_MESSAGE + (onTheWire ? 1 : 0));
      // …and the one on the wire after its short lease, well inside a minute.
      expect(allSent - killedAt).toBeLessThan(60_000);
    },
    150_000,
  );
});
