import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courierRemittances, payouts, sellerLedgerEntries } from '../../src/db/schema';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { insertVerifiedAccount } from '../support/finance';
import { onPostgres } from '../support/test-database';
import { twoNodes } from '../support/two-nodes';

type Answer = { status: number; body: { data?: Record<string, unknown>; error?: { message: string } } };

const send = async (url: string, body: object, cookie: string): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

// Several nodes share one database only on PostgreSQL (the embedded database is one process's own).
describe.skipIf(!onPostgres())("sellers' payouts on two app nodes at once", () => {
  const nodes = twoNodes();
  let cookie: string;
  beforeAll(async () => {
    const admin = await createAdmin(nodes.database.db);
    cookie = await sessionCookie(nodes.database.db, admin.id);
  });

  /** A seller with a verified bank account, owed `amount` through an adjustment. */
  async function sellerOwed(name: string, amount: number) {
    const seller = await createSellerWithBrand(nodes.database.db, 'approved', { brandName: name });
    await insertVerifiedAccount(nodes.database.db, seller.user.id);
    const adjusted = await send(
      `${nodes.a.url}/api/admin/sellers/${seller.user.id}/adjustments`,
      { amount, reason: 'Owed' },
      cookie,
    );
    expect(adjusted.status).toBe(201);
    return seller;
  }

  const ledgerOf = (sellerId: string) =>
    nodes.database.db.select().from(sellerLedgerEntries).where(eq(sellerLedgerEntries.sellerId, sellerId));

  it('schedules a seller once when two runs are made on two nodes at once', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await sellerOwed(`Two Runs ${round}`, 200_000);
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node) => send(`${node.url}/api/admin/payout-runs`, { minimum: 100_000 }, cookie)),
      );
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      const scheduled = await nodes.database.db.select().from(payouts).where(eq(payouts.sellerId, seller.user.id));
      expect(scheduled.map((payout) => payout.amount)).toEqual([200_000]);
      const lines = await ledgerOf(seller.user.id);
      expect(lines.reduce((total, line) => total + line.net, 0)).toBe(0);
    }
  });

  it('pays a payout once when it is marked paid, or paid and failed, on two nodes at once', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await sellerOwed(`Two Marks ${round}`, 150_000);
      const run = await send(`${nodes.a.url}/api/admin/payout-runs`, { minimum: 100_000 }, cookie);
      expect(run.status).toBe(201);
      const item = (run.body.data!.items as { id: string; sellerId: string }[]).find(
        (entry) => entry.sellerId === seller.user.id,
      )!;
      const moves =
        round % 2 === 0
          ? [
              { move: 'pay', reference: `FT-A-${round}` },
              { move: 'pay', reference: `FT-B-${round}` },
            ]
          : [
              { move: 'pay', reference: `FT-A-${round}` },
              { move: 'fail', reason: 'The account is closed' },
            ];
      const answers = await Promise.all(
        [nodes.a, nodes.b].map((node, index) =>
          send(`${node.url}/api/admin/payouts/${item.id}`, moves[index]!, cookie),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [payout] = await nodes.database.db.select().from(payouts).where(eq(payouts.id, item.id));
      const winner = answers.find((answer) => answer.status === 200)!.body.data!;
      expect(payout!.status).toBe(winner.status);
      const lines = await ledgerOf(seller.user.id);
      // Paid: the payout's line stands alone. Failed: its amount came back, once.
      expect(lines.filter((line) => line.kind === 'payout_returned')).toHaveLength(payout!.status === 'failed' ? 1 : 0);
      expect(lines.reduce((total, line) => total + line.net, 0)).toBe(payout!.status === 'failed' ? 150_000 : 0);
    }
  });

  it("remits a parcel's cash once when two nodes read the same courier's report at once", async () => {
    const seller = await createSellerWithBrand(nodes.database.db, 'approved', { brandName: 'Two Reports' });
    const buyer = await createBuyer(nodes.database.db);
    const { sellerOrder } = await createSellerOrder(
      nodes.database.db,
      buyer,
      seller.user.id,
      [{ productId: null, name: 'Lawn Suit', price: 200_000, quantity: 1 }],
      { status: 'delivered', courier: 'leopards', trackingNumber: 'LP-TWO-NODES' },
    );
    const content = 'Tracking number,Amount collected,Fee,Date\nLP-TWO-NODES,2250,100,2026-11-29';
    const answers = await Promise.all(
      [nodes.a, nodes.b].map((node) =>
        send(`${node.url}/api/admin/remittances`, { courier: 'leopards', content }, cookie),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const rows = await nodes.database.db
      .select()
      .from(courierRemittances)
      .where(eq(courierRemittances.sellerOrderId, sellerOrder.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['duplicate', 'matched']);
  });
});
