import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, outbox, products, users } from '../../src/db/schema';
import { createBuyer, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let product: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  product = await createProduct(
    t.database.db,
    { category: women },
    { name: 'Lawn Suit', price: 100_000, stock: 500, sizes: [], colors: [] },
  );
});
afterAll(() => t.close());

let shopperCounter = 0;
/** A shopper no earlier test used: their own e-mail and phone. */
function newShopper() {
  const n = ++shopperCounter;
  return { email: `coupon-shopper${n}@example.pk`, phone: `0301 ${String(1_000_000 + n)}` };
}

const bag = [{ product_id: '', quantity: 1 }];
function order(shopper: { email: string; phone: string }, coupon: string | null, headers: Record<string, string> = {}) {
  const payload = checkoutBody(
    shopper.email,
    bag.map((line) => ({ ...line, product_id: product.id })),
    { phone: shopper.phone, ...(coupon ? { coupon } : {}) },
  );
  return t.app.inject({ method: 'POST', url: '/api/docheckout', payload, headers });
}

/** What a refused checkout must leave as it was. */
async function written() {
  const db = t.database.db;
  const count = async (table: typeof orders | typeof outbox | typeof users) =>
    (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
  const [stock] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(sql`${products.id} = ${product.id}`);
  const [coupon] = await db
    .select({ uses: coupons.uses })
    .from(coupons)
    .where(sql`${coupons.code} = 'ONSALENOW20'`);
  return {
    orders: await count(orders),
    outbox: await count(outbox),
    users: await count(users),
    stock: stock!.stock,
    uses: coupon!.uses,
  };
}

function expectRefused(
  res: { statusCode: number; json(): { error: { message: string; fields?: Record<string, string> } } },
  message: string,
) {
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toMatchObject({ message, fields: { coupon: message } });
}

const ALREADY_USED = 'You have already used the coupon ONSALENOW20';

describe('ONSALENOW20: one use per shopper (spec section 9)', () => {
  it('is seeded with one use per shopper and no limit in all', async () => {
    const [row] = await t.database.db
      .select()
      .from(coupons)
      .where(sql`${coupons.code} = 'ONSALENOW20'`);
    expect(row).toMatchObject({ percent: 20, active: true, maxUses: null, maxUsesPerShopper: 1 });
  });

  it("refuses a signed-in buyer's second use at checkout, and the quote calls it invalid", async () => {
    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    const quote = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { coupon: 'onsalenow20', items: [{ product_id: product.id, quantity: 1 }] },
        headers: { cookie },
      });
    expect((await quote()).json().data).toMatchObject({
      coupon: { code: 'ONSALENOW20', percent: 20 },
      couponError: null,
      totals: { discount: 20_000 },
    });

    const first = await order(newShopper(), 'ONSALENOW20', { cookie });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order).toMatchObject({ discount_amount: 20_000, coupon_code: 'ONSALENOW20' });

    expect((await quote()).json().data).toMatchObject({
      coupon: null,
      couponError: 'Invalid coupon code',
      totals: { discount: 0 },
    });
    const before = await written();
    // Another e-mail and phone on the form: the account alone is the same shopper.
    expectRefused(await order(newShopper(), 'ONSALENOW20', { cookie }), ALREADY_USED);
    expect(await written()).toEqual(before);
    // Without the coupon the order goes through.
    expect((await order(newShopper(), null, { cookie })).statusCode).toBe(201);
  });

  it("keeps offering the coupon in a guest's quote: a guest is known only at checkout", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { coupon: 'ONSALENOW20', items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(res.json().data).toMatchObject({ coupon: { code: 'ONSALENOW20' }, couponError: null });
  });

  it("refuses a guest's second use with the same e-mail in other letters, writing nothing", async () => {
    const shopper = newShopper();
    expect((await order(shopper, 'ONSALENOW20')).statusCode).toBe(201);
    const before = await written();
    expectRefused(
      await order({ email: `  ${shopper.email.toUpperCase()} `, phone: newShopper().phone }, 'onsalenow20'),
      ALREADY_USED,
    );
    expect(await written()).toEqual(before);
  });

  it("refuses a guest's second use with the same phone written another way and another e-mail", async () => {
    expect((await order({ email: 'first-phone@example.pk', phone: '0300-7654321' }, 'ONSALENOW20')).statusCode).toBe(
      201,
    );
    const before = await written();
    expectRefused(
      await order({ email: 'second-phone@example.pk', phone: '+92 300 7654321' }, 'ONSALENOW20'),
      ALREADY_USED,
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a guest order with the e-mail of an account that used it signed in, with other details on the form', async () => {
    const buyer = await createBuyer(t.database.db);
    expect(
      (await order(newShopper(), 'ONSALENOW20', { cookie: await sessionCookie(t.database.db, buyer.id) })).statusCode,
    ).toBe(201);
    const before = await written();
    // Only the account the guest order is filed under says it is the same shopper: the checkout's statement refuses it.
    expectRefused(await order({ email: buyer.email, phone: newShopper().phone }, 'ONSALENOW20'), ALREADY_USED);
    expect(await written()).toEqual(before);
  });

  it('answers a retried order with its Idempotency-Key with that order, not as a second use', async () => {
    const shopper = newShopper();
    const key = `coupon-retry-${Date.now()}`;
    const first = await order(shopper, 'ONSALENOW20', { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await written();
    const again = await order(shopper, 'ONSALENOW20', { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.order).toMatchObject({
      order_number: first.json().data.order.order_number,
      discount_amount: 20_000,
      coupon_code: 'ONSALENOW20',
    });
    expect(await written()).toEqual(before);
  });
});

describe('a coupon with a limit in all', () => {
  it('refuses the next shopper once its uses are spent, and counts each use', async () => {
    await t.database.db.insert(coupons).values({ code: 'FIRST2', percent: 10, maxUses: 2 });
    const usesOf = async () =>
      (
        await t.database.db
          .select({ uses: coupons.uses })
          .from(coupons)
          .where(sql`${coupons.code} = 'FIRST2'`)
      )[0]!.uses;
    expect((await order(newShopper(), 'first2')).statusCode).toBe(201);
    expect((await order(newShopper(), 'FIRST2')).statusCode).toBe(201);
    expect(await usesOf()).toBe(2);
    const before = await written();
    expectRefused(await order(newShopper(), 'FIRST2'), 'The coupon FIRST2 is no longer available');
    expect(await written()).toEqual(before);
    expect(await usesOf()).toBe(2);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { coupon: 'FIRST2', items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(quote.json().data).toMatchObject({ coupon: null, couponError: 'Invalid coupon code' });
  });

  it('lets a shopper use a coupon without a per-shopper limit again and again', async () => {
    await t.database.db.insert(coupons).values({ code: 'ALWAYS5', percent: 5 });
    const shopper = newShopper();
    for (let i = 0; i < 3; i++) expect((await order(shopper, 'ALWAYS5')).statusCode).toBe(201);
  });
});
