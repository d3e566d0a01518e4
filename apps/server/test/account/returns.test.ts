import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_PER_LINE } from '@onsale/core/bag';
import { RETURN_MESSAGES } from '@onsale/core/returns';
import {
  outbox,
  products,
  productVariants,
  returns,
  sellerOrders,
  storeCreditAccounts,
  storeCreditEntries,
} from '../../src/db/schema';
import { RETURN_ACTION_FORBIDDEN } from '../../src/workflows/returns.workflow';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { checkoutBody } from '../support/checkout';
import { createSellerOrder } from '../support/orders';
import { multipartFile, pngImage } from '../support/uploads';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;
let other: Awaited<ReturnType<typeof createSellerWithBrand>>;
let adminCookie: string;
let men: Awaited<ReturnType<typeof createCategory>>;
let kurta: Awaited<ReturnType<typeof createSellerProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  men = await createCategory(db, { name: 'Men', slug: 'men' });
  seller = await createSellerWithBrand(db, 'approved', { brandName: 'Return Kurta' });
  other = await createSellerWithBrand(db, 'approved');
  adminCookie = await sessionCookie(db, (await createAdmin(db)).id);
  kurta = await createSellerProduct(db, seller, men, { name: 'Return Kurta', stock: 20, sizes: ['M'] });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A shopper with a delivered part of two kurtas at Rs. 3,000, Rs. 1,200 of coupon discount on the part. */
async function deliveredPart(
  options: { deliveredAt?: Date; status?: 'delivered' | 'shipped'; productId?: string; size?: string } = {},
) {
  const buyer = await createBuyer(t.database.db);
  const cookie = await sessionCookie(t.database.db, buyer.id);
  const { order, sellerOrder } = await createSellerOrder(
    t.database.db,
    buyer,
    seller.user.id,
    [
      {
        productId: options.productId ?? kurta.id,
        name: 'Return Kurta',
        price: 300_000,
        quantity: 2,
        size: options.size ?? 'M',
        color: 'Black',
      },
    ],
    { status: options.status ?? 'delivered', discount: 120_000, deliveredAt: options.deliveredAt },
  );
  const detail = await t.app.inject({ method: 'GET', url: `/api/account/orders/${order.id}`, headers: { cookie } });
  const item = detail.json().data.sellerOrders[0].items[0] as { id: string; returnable: number };
  return { buyer, cookie, order, sellerOrder, item };
}

const ask = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/returns', payload: body, headers: { cookie } });
const act = (audience: 'account' | 'seller' | 'admin', cookie: string, id: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/${audience}/returns/${id}/actions`, payload: body, headers: { cookie } });
const balanceOf = async (userId: string) =>
  (await t.database.db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.userId, userId)))[0]?.balance ??
  0;
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

async function photoOf(cookie: string): Promise<string> {
  const file = multipartFile(await pngImage(), 'torn.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/uploads',
    payload: file.payload,
    headers: { cookie, ...file.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.url as string;
}

describe('a return for OnSale credit', () => {
  it('goes from the request to the credit, the stock back and the shopper told at each step', async () => {
    const { buyer, cookie, order, item } = await deliveredPart();
    expect(item.returnable).toBe(2);

    const options = await t.app.inject({
      method: 'GET',
      url: `/api/account/returns/options?itemId=${item.id}`,
      headers: { cookie },
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toMatchObject({
      returnable: 2,
      lineDiscount: 120_000,
      unopenedRequired: false,
      sizes: [{ size: 'M', inStock: true }],
      orderNumber: order.number,
    });

    const asked = await ask(cookie, { itemId: item.id, quantity: 1, reason: 'too_small', wants: 'credit' });
    expect(asked.statusCode, asked.body).toBe(201);
    const requested = asked.json().data;
    expect(requested).toMatchObject({
      status: 'requested',
      statusLabel: 'Waiting for the seller',
      quantity: 1,
      amount: 300_000 - 60_000,
      actions: ['withdraw'],
    });
    expect(requested.number).toMatch(/^RT-\d{6}$/);
    const [told] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, seller.user.email), eq(outbox.kind, 'seller-return-requested')))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(told?.subject).toBe(`Return ${requested.number} requested`);

    // One of two is being returned: one is left, and the order says so.
    const again = await ask(cookie, { itemId: item.id, quantity: 2, reason: 'too_small', wants: 'credit' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.quantity).toBe(RETURN_MESSAGES.quantity(1));
    const detail = await t.app.inject({ method: 'GET', url: `/api/account/orders/${order.id}`, headers: { cookie } });
    expect(detail.json().data.sellerOrders[0].items[0]).toMatchObject({
      returnable: 1,
      returns: [{ number: requested.number, statusLabel: 'Waiting for the seller' }],
    });

    // The seller sees it in the inbox, without the shopper's refund account; another seller does not.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/seller/returns', headers: { cookie: seller.cookie } });
    expect(inbox.json().data.map((row: { id: string }) => row.id)).toContain(requested.id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/seller/returns/${requested.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await act('seller', other.cookie, requested.id, { action: 'approve' })).statusCode).toBe(404);
    // The shopper may not approve their own return.
    const self = await act('account', cookie, requested.id, { action: 'approve' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(RETURN_ACTION_FORBIDDEN);

    const approved = await act('seller', seller.cookie, requested.id, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', actions: ['receive'] });
    const sent = await act('account', cookie, requested.id, {
      action: 'send',
      courier: 'leopards',
      trackingNumber: 'LP 123 456',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.backShipment).toMatchObject({ courier: 'leopards', trackingNumber: 'LP123456' });
    const received = await act('seller', seller.cookie, requested.id, { action: 'receive' });
    expect(received.json().data).toMatchObject({ status: 'received', actions: ['inspect'] });
    expect(received.json().data.refundDueAt).not.toBeNull();

    const stockBefore = await stockOf(kurta.id);
    const inspected = await act('seller', seller.cookie, requested.id, {
      action: 'inspect',
      accepted: 1,
      note: 'As new',
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json().data).toMatchObject({ status: 'refunded', acceptedQuantity: 1, amount: 240_000 });
    expect(await stockOf(kurta.id)).toBe(stockBefore + 1);
    expect(await balanceOf(buyer.id)).toBe(240_000);

    const credit = await t.app.inject({ method: 'GET', url: '/api/account/credit', headers: { cookie } });
    expect(credit.json().data).toMatchObject({
      balance: 240_000,
      entries: [{ kind: 'return', amount: 240_000, returnNumber: requested.number, orderNumber: order.number }],
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, buyer.email), eq(outbox.kind, 'return-status')))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.text).toContain('Rs. 2,400 is now in your OnSale credit');

    // The seller's earnings give back the goods and the commission on them (10% here), beside the sale.
    const earnings = (
      await t.app.inject({ method: 'GET', url: '/api/seller/earnings', headers: { cookie: seller.cookie } })
    ).json().data;
    const back = earnings.ledger.find((row: { returnNumber: string | null }) => row.returnNumber === requested.number);
    // The item at its price before the coupon, and the commission taken on what the shopper paid for it.
    expect(back).toMatchObject({
      orderNumber: order.number,
      gross: -300_000,
      shipping: 0,
      commission: -24_000,
      net: -276_000,
      kind: 'return',
      // taken from the balance at once: a return is never paid out before it is deducted
      onHold: false,
    });
    const sum = (key: 'gross' | 'shipping' | 'commission' | 'net') =>
      earnings.ledger.reduce((total: number, row: Record<string, number>) => total + (row[key] ?? 0), 0);
    expect(earnings.totals).toMatchObject({
      gross: sum('gross'),
      shipping: sum('shipping'),
      commission: sum('commission'),
      net: sum('net'),
    });

    // Inspected twice, or moved on by anyone, it changes nothing more.
    const twice = await act('seller', seller.cookie, requested.id, { action: 'inspect', accepted: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('A return that is refunded cannot be inspected');
    expect(await balanceOf(buyer.id)).toBe(240_000);
    expect(await stockOf(kurta.id)).toBe(stockBefore + 1);
  });

  it('refunds the shipping charge too when the seller was at fault and the whole line comes back', async () => {
    const { cookie, item } = await deliveredPart();
    const photo = await photoOf(cookie);
    const asked = await ask(cookie, {
      itemId: item.id,
      quantity: 2,
      reason: 'damaged',
      wants: 'credit',
      photos: [photo],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ amount: 600_000 - 120_000 + SHIPPING_PER_LINE, photos: [photo] });
  });
});

describe('a request refused', () => {
  it('for a parcel not delivered, past the window, or not the shopper’s', async () => {
    const shipped = await deliveredPart({ status: 'shipped' });
    const notYet = await ask(shipped.cookie, {
      itemId: shipped.item.id,
      quantity: 1,
      reason: 'too_small',
      wants: 'credit',
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(RETURN_MESSAGES.notDelivered);

    const old = await deliveredPart({ deliveredAt: new Date(Date.now() - 31 * DAY) });
    const late = await ask(old.cookie, { itemId: old.item.id, quantity: 1, reason: 'too_small', wants: 'credit' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(RETURN_MESSAGES.windowOver(30));
    expect(old.item.returnable).toBe(0);

    const stranger = await deliveredPart();
    const notMine = await ask(old.cookie, {
      itemId: stranger.item.id,
      quantity: 1,
      reason: 'too_small',
      wants: 'credit',
    });
    expect(notMine.statusCode).toBe(404);
    expect(await t.database.db.select().from(returns).where(eq(returns.orderItemId, stranger.item.id))).toEqual([]);
  });

  it('for an item of a category the admin made final sale', async () => {
    const setFinalSale = (finalSaleCategories: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: {
          shopName: 'OnSale',
          supportEmail: 'support@onsale.pk',
          defaultCommissionRateBp: 1000,
          finalSaleCategories,
        },
        headers: { cookie: adminCookie },
      });
    expect((await setFinalSale(['men'])).statusCode).toBe(200);
    try {
      const { cookie, item } = await deliveredPart();
      const refused = await ask(cookie, { itemId: item.id, quantity: 1, reason: 'too_small', wants: 'credit' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(RETURN_MESSAGES.finalSale);
    } finally {
      expect((await setFinalSale([])).statusCode).toBe(200);
    }
  });

  it('without the photo a damaged item needs, with another shopper’s photo, or with a bad IBAN', async () => {
    const { cookie, item } = await deliveredPart();
    const noPhoto = await ask(cookie, { itemId: item.id, quantity: 1, reason: 'damaged', wants: 'credit' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.fields.photos).toBe(RETURN_MESSAGES.photoNeeded);

    const someoneElse = await deliveredPart();
    const theirPhoto = await photoOf(someoneElse.cookie);
    const borrowed = await ask(cookie, {
      itemId: item.id,
      quantity: 1,
      reason: 'damaged',
      wants: 'credit',
      photos: [theirPhoto],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.fields['photos.0']).toBe('Please upload the photo again');

    const badIban = await ask(cookie, {
      itemId: item.id,
      quantity: 1,
      reason: 'too_large',
      wants: 'bank',
      accountTitle: 'Ayesha Khan',
      iban: 'PK37SCBL0000001123456702',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error.fields.iban).toBe(RETURN_MESSAGES.iban);
    expect(await t.database.db.select().from(returns).where(eq(returns.orderItemId, item.id))).toEqual([]);
  });
});

describe('an exchange for another size', () => {
  it('holds the new size when approved, puts back what came, and ships the new parcel', async () => {
    const shirt = await createSellerProduct(t.database.db, seller, men, {
      name: 'Exchange Shirt',
      sizes: ['S', 'M', 'L'],
      colors: ['Black'],
      stock: 3,
    });
    await t.database.db.insert(productVariants).values([
      { productId: shirt.id, size: 'S', color: 'Black', stock: 0 },
      { productId: shirt.id, size: 'M', color: 'Black', stock: 2 },
      { productId: shirt.id, size: 'L', color: 'Black', stock: 1 },
    ]);
    const { cookie, item } = await deliveredPart({ productId: shirt.id, size: 'M' });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/account/returns/options?itemId=${item.id}`,
      headers: { cookie },
    });
    expect(options.json().data.sizes).toEqual([
      { size: 'S', inStock: false },
      { size: 'M', inStock: true },
      { size: 'L', inStock: true },
    ]);
    const soldOut = await ask(cookie, {
      itemId: item.id,
      quantity: 1,
      reason: 'too_small',
      wants: 'exchange',
      exchangeSize: 'S',
    });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().error.fields.exchangeSize).toBe(RETURN_MESSAGES.exchangeUnavailable);

    const asked = await ask(cookie, {
      itemId: item.id,
      quantity: 1,
      reason: 'too_small',
      wants: 'exchange',
      exchangeSize: 'L',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.id as string;
    expect(asked.json().data).toMatchObject({ amount: 0, exchangeSize: 'L' });
    expect((await act('seller', seller.cookie, id, { action: 'approve' })).statusCode).toBe(200);
    const variants = async () =>
      Object.fromEntries(
        (await t.database.db.select().from(productVariants).where(eq(productVariants.productId, shirt.id))).map((v) => [
          v.size,
          v.stock,
        ]),
      );
    expect(await variants()).toEqual({ S: 0, M: 2, L: 0 });
    expect(await stockOf(shirt.id)).toBe(2);

    expect((await act('seller', seller.cookie, id, { action: 'receive' })).statusCode).toBe(200);
    const inspected = await act('seller', seller.cookie, id, { action: 'inspect', accepted: 1 });
    expect(inspected.json().data).toMatchObject({ status: 'inspected', actions: ['ship_exchange'] });
    expect(await variants()).toEqual({ S: 0, M: 3, L: 0 });

    const noTracking = await act('seller', seller.cookie, id, { action: 'ship_exchange', courier: 'tcs' });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await act('seller', seller.cookie, id, {
      action: 'ship_exchange',
      courier: 'tcs',
      trackingNumber: 'TCS123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({
      status: 'exchange_shipped',
      statusLabel: 'Exchange shipped',
      exchangeShipment: { courier: 'tcs', trackingNumber: 'TCS123456789' },
    });
  });

  it('puts the held size back when the shopper withdraws', async () => {
    const shoe = await createSellerProduct(t.database.db, seller, men, {
      name: 'Exchange Shoe',
      sizes: ['40', '41'],
      colors: ['Black'],
      stock: 2,
    });
    await t.database.db.insert(productVariants).values([
      { productId: shoe.id, size: '40', color: 'Black', stock: 1 },
      { productId: shoe.id, size: '41', color: 'Black', stock: 1 },
    ]);
    const { cookie, item } = await deliveredPart({ productId: shoe.id, size: '40' });
    const id = (
      await ask(cookie, { itemId: item.id, quantity: 1, reason: 'too_small', wants: 'exchange', exchangeSize: '41' })
    ).json().data.id as string;
    expect((await act('admin', adminCookie, id, { action: 'approve' })).statusCode).toBe(200);
    expect(await stockOf(shoe.id)).toBe(1);
    const withdrawn = await act('account', cookie, id, { action: 'withdraw' });
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(await stockOf(shoe.id)).toBe(2);
    // Withdrawn, the item may be returned again.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/account/returns/options?itemId=${item.id}`,
      headers: { cookie },
    });
    expect(detail.json().data.returnable).toBe(2);
  });
});

describe('a rejection and its escalation', () => {
  it('is decided by an admin: approved, or kept and closed', async () => {
    const first = await deliveredPart();
    const id = (
      await ask(first.cookie, { itemId: first.item.id, quantity: 1, reason: 'changed_mind', wants: 'credit' })
    ).json().data.id as string;
    const noReason = await act('seller', seller.cookie, id, { action: 'reject', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await act('seller', seller.cookie, id, { action: 'reject', reason: 'The tags were removed' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'The tags were removed' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/account/returns/${id}`,
      headers: { cookie: first.cookie },
    });
    expect(mine.json().data.actions).toEqual(['escalate']);
    expect(
      (await act('account', first.cookie, id, { action: 'escalate', note: 'The tags are in the bag' })).statusCode,
    ).toBe(200);
    const escalated = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?filter=escalated',
      headers: { cookie: adminCookie },
    });
    expect(escalated.json().data.map((row: { id: string }) => row.id)).toContain(id);
    expect((await act('seller', seller.cookie, id, { action: 'overrule' })).statusCode).toBe(403);
    const overruled = await act('admin', adminCookie, id, { action: 'overrule', note: 'Tags returned with it' });
    expect(overruled.json().data).toMatchObject({ status: 'approved', decisionNote: 'Tags returned with it' });

    const second = await deliveredPart();
    const kept = (
      await ask(second.cookie, { itemId: second.item.id, quantity: 1, reason: 'changed_mind', wants: 'credit' })
    ).json().data.id as string;
    await act('seller', seller.cookie, kept, { action: 'reject', reason: 'Worn' });
    await act('account', second.cookie, kept, { action: 'escalate' });
    const upheld = await act('admin', adminCookie, kept, { action: 'uphold', note: 'The photos show it worn' });
    expect(upheld.json().data).toMatchObject({ status: 'closed', actions: [] });
  });
});

describe('a refund to a bank account', () => {
  it('is recorded by an admin with its reference; the seller never reads the account; a late one shows past due', async () => {
    const { buyer, cookie, item } = await deliveredPart();
    const asked = await ask(cookie, {
      itemId: item.id,
      quantity: 1,
      reason: 'wrong_item',
      wants: 'bank',
      accountTitle: 'Ayesha Khan',
      iban: 'pk36 scbl 0000 0011 2345 6702',
      photos: [await photoOf(cookie)],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.id as string;
    expect(asked.json().data.refundAccount).toEqual({
      kind: 'bank',
      title: 'Ayesha Khan',
      iban: 'PK36SCBL0000001123456702',
      wallet: null,
      number: null,
    });
    await act('seller', seller.cookie, id, { action: 'approve' });
    await act('seller', seller.cookie, id, { action: 'receive' });
    const inspected = await act('seller', seller.cookie, id, { action: 'inspect', accepted: 1 });
    expect(inspected.json().data).toMatchObject({ status: 'inspected', refundAccount: null, actions: [] });
    await t.database.db
      .update(returns)
      .set({ refundDueAt: new Date(Date.now() - DAY) })
      .where(eq(returns.id, id));
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?filter=past_due',
      headers: { cookie: adminCookie },
    });
    expect(late.json().data.find((row: { id: string }) => row.id === id)).toMatchObject({
      pastDue: true,
      actions: ['refund'],
    });
    expect((await act('seller', seller.cookie, id, { action: 'refund', reference: 'FT123' })).statusCode).toBe(403);
    const refunded = await act('admin', adminCookie, id, { action: 'refund', reference: 'IBFT 20261129 0001' });
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundReference: 'IBFT 20261129 0001',
      pastDue: false,
      refundAccount: { iban: 'PK36SCBL0000001123456702' },
    });
    expect(await balanceOf(buyer.id)).toBe(0);
  });
});

describe('a request its seller does not answer', () => {
  it('is approved after 48 hours when its reason allows, and waits for the seller when the shopper changed their mind', async () => {
    const small = await deliveredPart();
    const mind = await deliveredPart();
    const a = (
      await ask(small.cookie, { itemId: small.item.id, quantity: 1, reason: 'too_small', wants: 'credit' })
    ).json().data.id as string;
    const b = (
      await ask(mind.cookie, { itemId: mind.item.id, quantity: 1, reason: 'changed_mind', wants: 'credit' })
    ).json().data.id as string;
    await t.app.returns.approveUnanswered(new Date(Date.now() + DAY));
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(returns).where(eq(returns.id, id)))[0]!.status;
    expect(await statusOf(a)).toBe('requested');
    await t.app.returns.approveUnanswered(new Date(Date.now() + 3 * DAY));
    expect(await statusOf(a)).toBe('approved');
    expect(await statusOf(b)).toBe('requested');
  });
});

describe('OnSale credit at checkout', () => {
  it('pays part of the order, is shared over its parcels, and comes back once when a parcel is cancelled', async () => {
    const { buyer, cookie, item } = await deliveredPart();
    const id = (await ask(cookie, { itemId: item.id, quantity: 1, reason: 'too_small', wants: 'credit' })).json().data
      .id as string;
    for (const body of [{ action: 'approve' }, { action: 'receive' }, { action: 'inspect', accepted: 1 }])
      expect((await act('seller', seller.cookie, id, body)).statusCode).toBe(200);
    expect(await balanceOf(buyer.id)).toBe(240_000);

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: checkoutBody(buyer.email, [{ product_id: kurta.id, quantity: 1, size: 'M' }], { use_credit: true }),
      headers: { cookie },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    // Rs. 1,000 and Rs. 250 of shipping: all of it paid with credit, nothing to collect.
    expect(order).toMatchObject({ grand_total: 125_000, credit_amount: 125_000 });
    expect(await balanceOf(buyer.id)).toBe(240_000 - 125_000);
    const [part] = await t.database.db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
    expect(part).toMatchObject({ credit: 125_000 });
    const mine = await t.app.inject({ method: 'GET', url: `/api/account/orders/${order.id}`, headers: { cookie } });
    expect(mine.json().data).toMatchObject({ credit: 125_000, sellerOrders: [{ cashToCollect: 0 }] });

    for (let i = 0; i < 2; i++) {
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/account/orders/${order.id}/parts/${part!.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
        headers: { cookie },
      });
      expect(cancelled.statusCode).toBe(i === 0 ? 200 : 409);
    }
    expect(await balanceOf(buyer.id)).toBe(240_000);
    const entries = await t.database.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, buyer.id))
      .orderBy(storeCreditEntries.id);
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['return', 240_000],
      ['spent', -125_000],
      ['given_back', 125_000],
    ]);
  });

  it('spends what the balance holds when it is less than the total; a guest has none to use', async () => {
    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    await t.database.db.insert(storeCreditAccounts).values({ userId: buyer.id, balance: 50_000 });
    const stockBefore = await stockOf(kurta.id);
    const body = checkoutBody(buyer.email, [{ product_id: kurta.id, quantity: 1, size: 'M' }], { use_credit: true });
    const placed = await t.app.inject({ method: 'POST', url: '/api/docheckout', payload: body, headers: { cookie } });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order.credit_amount).toBe(50_000);
    expect(await balanceOf(buyer.id)).toBe(0);

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: checkoutBody('guest-credit@example.pk', [{ product_id: kurta.id, quantity: 1, size: 'M' }], {
        use_credit: true,
      }),
    });
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().data.order.credit_amount).toBe(0);
    expect(await stockOf(kurta.id)).toBe(stockBefore - 2);
  });
});

describe('the photo upload', () => {
  it('needs a signed-in shopper', async () => {
    const file = multipartFile(await pngImage(), 'torn.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/uploads',
      payload: file.payload,
      headers: file.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
