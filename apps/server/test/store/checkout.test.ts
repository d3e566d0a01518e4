import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountTokens,
  coupons,
  orderItems,
  orders,
  outbox,
  products,
  sellerOrders,
  sellerProfiles,
  sessions,
  users,
} from '../../src/db/schema';
import { createBuyer, createSeller, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const p: Record<'kurta' | 'shawl' | 'lastOne' | 'soldOut' | 'spare', { id: string; name: string }> = {} as never;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  sellerId = (
    await createSeller(db, 'approved', {
      brandName: 'Khaadi',
      commissionRateBp: 1200,
      user: { email: 'seller@khaadi.test', firstName: 'Khaadi' },
    })
  ).id;
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  p.kurta = await createProduct(
    db,
    { category: women },
    { name: 'Embroidered Kurta', price: 200_000, stock: 10, sizes: ['M', 'L'], colors: ['Black', 'Red'] },
  );
  p.shawl = await createProduct(
    db,
    { category: women },
    { name: 'Pashmina Shawl', price: 149_999, stock: 10, sellerId, sizes: [], colors: [] },
  );
  p.lastOne = await createProduct(db, { category: women }, { name: 'Last Lawn Suit', price: 300_000, stock: 1 });
  p.soldOut = await createProduct(db, { category: women }, { name: 'Sold Out Scarf', price: 50_000, stock: 0 });
  p.spare = await createProduct(
    db,
    { category: women },
    { name: 'Spare Dupatta', price: 80_000, stock: 50, sizes: [], colors: [] },
  );
});
afterAll(() => t.close());

/** What this form sends beyond the usual delivery details: a landmark, instructions, and the shipping it showed (which the server ignores). */
const formExtras = {
  shipping_cost: 250,
  landmark: 'Near Liberty Market',
  delivery_instructions: 'Call before delivery',
};

let emailCounter = 0;
const uniqueEmail = () => `buyer${++emailCounter}@example.pk`;

function checkout(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/docheckout', payload: body as object, headers });
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(sql`${products.id} = ${id}`);
  return row!.stock;
}

async function counts() {
  const db = t.database.db;
  const count = async (
    table:
      typeof orders | typeof sellerOrders | typeof orderItems | typeof users | typeof outbox | typeof accountTokens,
  ) => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
  return {
    orders: await count(orders),
    sellerOrders: await count(sellerOrders),
    items: await count(orderItems),
    users: await count(users),
    outbox: await count(outbox),
    tokens: await count(accountTokens),
  };
}

/** The one-time token of the set-password link in the receipt of an order: the only place it goes. */
async function setPasswordTokenOf(orderNumber: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.subject} = ${`Your OnSale order ${orderNumber}`}`);
  const token = /\/set-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no set-password link in the receipt of ${orderNumber}`);
  return token;
}

async function stocks() {
  return Object.fromEntries(
    await Promise.all(Object.entries(p).map(async ([key, product]) => [key, await stockOf(product.id)])),
  );
}

describe('POST /api/docheckout', () => {
  it('places a guest order priced by the server: two lines, one of two units, the coupon once, shipping per line', async () => {
    const before = await stocks();
    const email = uniqueEmail();
    const res = await checkout(
      checkoutBody(
        email,
        [
          { product_id: p.kurta.id, quantity: 2, size: 'M', color: 'Black' },
          { product_id: p.shawl.id, quantity: 1 },
        ],
        { ...formExtras, coupon: 'onsalenow20' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    // The answer says nothing about the account, and carries no link into it.
    expect(body.data.customer).toEqual({ email });
    expect(res.body).not.toMatch(/token|password|account/i);
    const order = body.data.order;
    expect(order.order_number).toMatch(/^OS-\d{4}-\d{6}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(order).toMatchObject({
      order_status: 0,
      payment_status: 0,
      payment_method: 'cod',
      // 2 × Rs. 2,000 + Rs. 1,499.99 = Rs. 5,499.99; 20% of it is Rs. 1,099.998, rounded to the paisa;
      // shipping Rs. 250 for each of the two lines, not per unit.
      order_total: 549_999,
      discount_amount: 110_000,
      shipping_cost: 50_000,
      tax_amount: 0,
      grand_total: 549_999 - 110_000 + 50_000,
      coupon_code: 'ONSALENOW20',
      full_name: 'Ayesha Khan',
      email,
      phone: '+923001234567',
      address: '12 Main Boulevard, Gulberg',
      city: 'Lahore',
      state: 'Punjab',
      zip: '54000',
      landmark: 'Near Liberty Market',
      delivery_instructions: 'Call before delivery',
    });
    expect(order.order_items).toEqual([
      {
        product_id: p.kurta.id,
        product: { name: 'Embroidered Kurta', brand: 'Unbranded', image: '/media/product.webp' },
        quantity: 2,
        price: 200_000,
        total: 400_000,
        size: 'M',
        color: 'Black',
      },
      {
        product_id: p.shawl.id,
        product: { name: 'Pashmina Shawl', brand: 'Unbranded', image: '/media/product.webp' },
        quantity: 1,
        price: 149_999,
        total: 149_999,
        size: '',
        color: '',
      },
    ]);

    // Stock taken for every line.
    expect(await stockOf(p.kurta.id)).toBe(before.kurta - 2);
    expect(await stockOf(p.shawl.id)).toBe(before.shawl - 1);

    // One seller order per seller, each with its share of shipping and discount.
    const db = t.database.db;
    const parts = await db
      .select()
      .from(sellerOrders)
      .where(sql`${sellerOrders.orderId} = ${order.id}`);
    const marketplace = parts.find((part) => part.sellerId === null)!;
    const khaadi = parts.find((part) => part.sellerId === sellerId)!;
    expect(parts).toHaveLength(2);
    expect(marketplace).toMatchObject({
      subtotal: 400_000,
      shipping: 25_000,
      discount: 80_000,
      status: 'pending',
      commissionRateBp: 0,
    });
    expect(khaadi).toMatchObject({
      subtotal: 149_999,
      shipping: 25_000,
      discount: 30_000,
      status: 'pending',
      commissionRateBp: 1200,
    });
    const items = await db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${order.id}`);
    expect(items.find((item) => item.productId === p.shawl.id)).toMatchObject({
      sellerOrderId: khaadi.id,
      sellerId,
      price: 149_999,
    });

    // The buyer account exists without a password, and the receipt went to the outbox with it.
    const [account] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(account!.passwordHash).toBeNull();
    const [stored] = await db
      .select()
      .from(orders)
      .where(sql`${orders.id} = ${order.id}`);
    expect(stored!.buyerId).toBe(account!.id);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.recipient} = ${email}`);
    expect(mail).toMatchObject({
      kind: 'receipt',
      status: 'pending',
      subject: `Your OnSale order ${order.order_number}`,
    });
    expect(mail!.text).toContain('Rs. 4,899.99');
    expect(mail!.text).toContain('Embroidered Kurta (Size M, Colour Black): 2 × Rs. 2,000 = Rs. 4,000');
    expect(mail!.text).toContain(`${t.config.publicUrl}/track?order=${order.order_number}`);
    expect(mail!.text).toMatch(new RegExp(`${t.config.publicUrl}/set-password\\?token=[\\w-]{40,}`));
    expect(mail!.html).toContain('12 Main Boulevard, Gulberg');
    expect(mail!.text.toLowerCase()).not.toContain('password:');
  });

  it('ignores the prices, totals and shipping a client sends', async () => {
    const res = await checkout(
      checkoutBody(uniqueEmail(), [{ product_id: p.spare.id, quantity: 3, price: 1, total: 3, name: 'Cheap' }], {
        ...formExtras,
        shipping_cost: 0,
        order_total: 1,
        grand_total: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order).toMatchObject({
      order_total: 240_000,
      shipping_cost: 25_000,
      discount_amount: 0,
      grand_total: 265_000,
      coupon_code: null,
    });
    expect(res.json().data.order.order_items[0]).toMatchObject({
      price: 80_000,
      total: 240_000,
      product: { name: 'Spare Dupatta' },
    });
  });

  it('places an order without a postcode, as most Pakistani addresses are found without one', async () => {
    const body: Record<string, unknown> = checkoutBody(uniqueEmail(), [{ product_id: p.spare.id, quantity: 1 }], {
      state: 'Khyber Pakhtunkhwa',
      city: 'Peshawar',
    });
    delete body.zipcode;
    const res = await checkout(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.order).toMatchObject({ zip: '', city: 'Peshawar', state: 'Khyber Pakhtunkhwa' });
    const blank = await checkout(
      checkoutBody(uniqueEmail(), [{ product_id: p.spare.id, quantity: 1 }], { zipcode: ' ' }),
    );
    expect(blank.statusCode, blank.body).toBe(201);
  });

  it('answers 400 naming a product that does not exist, and writes nothing', async () => {
    const before = { counts: await counts(), stocks: await stocks() };
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await checkout(
        checkoutBody(
          uniqueEmail(),
          [
            { product_id: p.spare.id, quantity: 1 },
            { product_id: missing, quantity: 1 },
          ],
          formExtras,
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'bad_request',
        message: `Product not found: ${missing}`,
        fields: { 'items.1.product_id': `Product not found: ${missing}` },
      });
    }
    expect(await counts()).toEqual(before.counts);
    expect(await stocks()).toEqual(before.stocks);
  });

  it('refuses the products of a seller the admins blocked, and sells them again once unblocked', async () => {
    const db = t.database.db;
    await db
      .update(sellerProfiles)
      .set({ status: 'blocked' })
      .where(sql`${sellerProfiles.userId} = ${sellerId}`);
    try {
      const before = { counts: await counts(), stocks: await stocks() };
      const res = await checkout(checkoutBody(uniqueEmail(), [{ product_id: p.shawl.id, quantity: 1 }], formExtras));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(`Product not found: ${p.shawl.id}`);
      expect(await counts()).toEqual(before.counts);
      expect(await stocks()).toEqual(before.stocks);
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items: [{ product_id: p.shawl.id, quantity: 1 }] },
      });
      expect(quoted.json().data.lines[0].status).toBe('gone');
    } finally {
      await db
        .update(sellerProfiles)
        .set({ status: 'approved' })
        .where(sql`${sellerProfiles.userId} = ${sellerId}`);
    }
    expect(
      (await checkout(checkoutBody(uniqueEmail(), [{ product_id: p.shawl.id, quantity: 1 }], formExtras))).statusCode,
    ).toBe(201);
  });

  it('answers 400 for a size or colour the product does not come in', async () => {
    const res = await checkout(
      checkoutBody(uniqueEmail(), [{ product_id: p.kurta.id, quantity: 1, size: 'XXL', color: 'Black' }], formExtras),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'items.0.size': 'Embroidered Kurta is not available in size XXL' });
  });

  it('answers 400 for a quantity that is zero, negative, fractional, huge or not a number', async () => {
    const before = await counts();
    for (const quantity of [0, -1, 1.5, 100, 1e9, '2', null]) {
      const res = await checkout(
        checkoutBody(uniqueEmail(), [], { ...formExtras, items: [{ product_id: p.spare.id, quantity }] }),
      );
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().error.fields).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 1 to 99' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming every malformed field, with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Please provide your full name.'],
      [{ name: '   ' }, 'name', 'Please provide your full name.'],
      [{ name: undefined }, 'name', 'Please provide your full name.'],
      [{ email: 'not-an-email' }, 'email', 'Please provide a valid email address.'],
      [{ email: 42 }, 'email', 'Please provide a valid email address.'],
      [{ phone: '' }, 'phone', 'Please provide your phone number.'],
      [{ phone: 'call me' }, 'phone', 'Please provide your phone number.'],
      [{ phone: '12' }, 'phone', 'Please provide your phone number.'],
      [{ phone: '+44 20 7946 0958' }, 'phone', 'Please provide your phone number.'],
      [{ zipcode: '5400' }, 'zipcode', 'Please provide a valid postcode: 5 digits, or leave it empty.'],
      [{ zipcode: '540001' }, 'zipcode', 'Please provide a valid postcode: 5 digits, or leave it empty.'],
      [{ zipcode: 'ABC12' }, 'zipcode', 'Please provide a valid postcode: 5 digits, or leave it empty.'],
      [{ address: '' }, 'address', 'Please provide your address.'],
      [{ city: '' }, 'city', 'Please provide your city.'],
      [{ state: '' }, 'state', 'Please choose your province.'],
      [{ state: 'Texas' }, 'state', 'Please choose your province.'],
      [{ landmark: 'x'.repeat(201) }, 'landmark', 'landmark must be at most 200 characters'],
      [{ delivery_instructions: 7 }, 'delivery_instructions', 'delivery_instructions must be a string'],
      [{ payment_method: 'card' }, 'payment_method', 'payment_method must be cod (cash on delivery only)'],
      [{ payment_method: undefined }, 'payment_method', 'payment_method must be cod (cash on delivery only)'],
      [{ items: undefined }, 'items', 'Invalid order data'],
      [{ items: [] }, 'items', 'Invalid order data'],
      [{ items: 'everything' }, 'items', 'Invalid order data'],
      [{ items: [{ quantity: 1 }] }, 'items.0.product_id', 'items.0.product_id is required'],
      [
        {
          items: [
            { product_id: p.spare.id, quantity: 1 },
            { product_id: p.spare.id, quantity: 2 },
          ],
        },
        'items.1',
        'Each product, size and colour may appear only once',
      ],
      [{ items: [{ product_id: p.spare.id, quantity: 1, size: 5 }] }, 'items.0.size', 'items.0.size must be a string'],
      [{ coupon: 'x'.repeat(41) }, 'coupon', 'coupon must be at most 40 characters'],
    ];
    const before = await counts();
    for (const [change, field, message] of cases) {
      const res = await checkout(
        checkoutBody(uniqueEmail(), [{ product_id: p.spare.id, quantity: 1 }], { ...formExtras, ...change }),
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields?.[field], JSON.stringify(change)).toBe(message);
    }
    for (const payload of [[], 'null', '"order"']) {
      const res = t.app.inject({
        method: 'POST',
        url: '/api/docheckout',
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect((await res).statusCode).toBe(400);
      expect((await res).json().error.message).toBe('Invalid order data');
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 "Invalid coupon code" for an unknown or inactive coupon and writes nothing', async () => {
    await t.database.db.insert(coupons).values({ code: 'OLDSALE', percent: 50, active: false });
    const before = await counts();
    for (const coupon of ['FREESTUFF', 'oldsale']) {
      const res = await checkout(
        checkoutBody(uniqueEmail(), [{ product_id: p.spare.id, quantity: 1 }], { ...formExtras, coupon }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'Invalid coupon code',
        fields: { coupon: 'Invalid coupon code' },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('fails the whole order when a line is short, naming the product, and takes no stock', async () => {
    const before = { counts: await counts(), stocks: await stocks() };
    const res = await checkout(
      checkoutBody(
        uniqueEmail(),
        [
          { product_id: p.spare.id, quantity: 2 },
          { product_id: p.lastOne.id, quantity: 2 },
        ],
        formExtras,
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'out_of_stock',
      message: 'Only 1 of Last Lawn Suit left in stock.',
      fields: { 'items.1.quantity': 'Only 1 of Last Lawn Suit left in stock.' },
    });
    const soldOut = await checkout(
      checkoutBody(uniqueEmail(), [{ product_id: p.soldOut.id, quantity: 1 }], formExtras),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error.message).toBe('Sold Out Scarf is out of stock.');
    expect(await counts()).toEqual(before.counts);
    expect(await stocks()).toEqual(before.stocks);
  });

  it("keeps the bag's order of lines, whichever seller each belongs to, in the answer and when the order is read again", async () => {
    const email = uniqueEmail();
    // The seller's shawl sits between two marketplace lines: its seller order is a separate part.
    const res = await checkout(
      checkoutBody(
        email,
        [
          { product_id: p.spare.id, quantity: 1 },
          { product_id: p.shawl.id, quantity: 1 },
          { product_id: p.kurta.id, quantity: 1, size: 'M', color: 'Black' },
        ],
        formExtras,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    const bagOrder = ['Spare Dupatta', 'Pashmina Shawl', 'Embroidered Kurta'];
    expect(order.order_items.map((item: { product: { name: string } }) => item.product.name)).toEqual(bagOrder);
    const stored = await t.database.db
      .select({ name: orderItems.name, position: orderItems.position })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${order.id}`);
    expect(stored.sort((a, b) => a.position - b.position)).toEqual(
      bagOrder.map((name, position) => ({ name, position })),
    );
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: order.order_number, email },
    });
    expect(tracked.json().data.order_items.map((item: { product: { name: string } }) => item.product.name)).toEqual(
      bagOrder,
    );
  });

  it('counts one product in two sizes against its stock once', async () => {
    const product = await createProduct(
      t.database.db,
      { category: await createCategory(t.database.db) },
      { name: 'Two Sizes Tee', stock: 3, sizes: ['S', 'M'] },
    );
    const res = await checkout(
      checkoutBody(
        uniqueEmail(),
        [
          { product_id: product.id, quantity: 2, size: 'S' },
          { product_id: product.id, quantity: 2, size: 'M' },
        ],
        formExtras,
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(3);
    const ok = await checkout(
      checkoutBody(
        uniqueEmail(),
        [
          { product_id: product.id, quantity: 2, size: 'S' },
          { product_id: product.id, quantity: 1, size: 'M' },
        ],
        formExtras,
      ),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.order.shipping_cost).toBe(50_000);
    expect(await stockOf(product.id)).toBe(0);
  });

  describe('Idempotency-Key', () => {
    const body = () => checkoutBody('retry@example.pk', [{ product_id: p.spare.id, quantity: 1 }], formExtras);

    it('answers a retry with the same order: no second order, no second stock take', async () => {
      const key = 'attempt-7f3c2a10-retry';
      const stock = await stockOf(p.spare.id);
      const first = await checkout(body(), { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      const before = await counts();
      const again = await checkout({ ...body(), shipping_cost: 999 }, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.order).toEqual(first.json().data.order);
      expect(again.json().data.customer).toEqual({ email: 'retry@example.pk' });
      expect(await counts()).toEqual(before);
      expect(await stockOf(p.spare.id)).toBe(stock - 1);
    });

    it('answers 422 when the key comes back with a different order', async () => {
      const key = 'attempt-7f3c2a10-other';
      expect((await checkout(body(), { 'idempotency-key': key })).statusCode).toBe(201);
      const before = await counts();
      const changed = await checkout(
        { ...body(), items: [{ product_id: p.spare.id, quantity: 2 }] },
        { 'idempotency-key': key },
      );
      expect(changed.statusCode).toBe(422);
      expect(changed.json().error.message).toBe('This Idempotency-Key was already used for a different order');
      expect(await counts()).toEqual(before);
    });

    it('answers 400 for a malformed key', async () => {
      const res = await checkout(body(), { 'idempotency-key': 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'idempotency-key': 'idempotency-key must be 8 to 200 characters' });
    });
  });

  describe('buyer accounts', () => {
    it('links a signed-in buyer’s order to their account, whatever e-mail the form has', async () => {
      const buyer = await createBuyer(t.database.db, { email: 'signed.in@example.pk' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/docheckout',
        payload: checkoutBody('gift.for.mum@example.pk', [{ product_id: p.spare.id, quantity: 1 }], formExtras),
        headers: { cookie: await sessionCookie(t.database.db, buyer.id) },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.customer).toEqual({ email: 'gift.for.mum@example.pk' });
      const [stored] = await t.database.db
        .select()
        .from(orders)
        .where(sql`${orders.id} = ${res.json().data.order.id}`);
      expect(stored!.buyerId).toBe(buyer.id);
      const found = await t.database.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'gift.for.mum@example.pk'`);
      expect(found).toHaveLength(0);
    });

    it('gives a guest order to the existing verified account of its e-mail (any case) without a set-password link', async () => {
      const existing = await createBuyer(t.database.db, { email: 'Returning@Example.pk', emailVerifiedAt: new Date() });
      const res = await checkout(
        checkoutBody('returning@example.PK', [{ product_id: p.spare.id, quantity: 1 }], formExtras),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.customer).toEqual({ email: 'returning@example.PK' });
      const [stored] = await t.database.db
        .select()
        .from(orders)
        .where(sql`${orders.id} = ${res.json().data.order.id}`);
      expect(stored!.buyerId).toBe(existing.id);
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.subject} like ${`%${res.json().data.order.order_number}`}`);
      expect(mail!.text).not.toContain('/set-password');
    });

    it('sends a second guest order of a passwordless account a fresh link by e-mail only', async () => {
      const email = uniqueEmail();
      const first = await checkout(checkoutBody(email, [{ product_id: p.spare.id, quantity: 1 }], formExtras));
      const second = await checkout(checkoutBody(email, [{ product_id: p.spare.id, quantity: 1 }], formExtras));
      expect(first.json().data.customer).toEqual({ email });
      expect(second.json().data.customer).toEqual({ email });
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.subject} like ${`%${second.json().data.order.order_number}`}`);
      expect(mail!.text).toContain('/set-password?token=');
    });

    it("answers a blocked account's e-mail as any other e-mail, and its receipt carries no account link", async () => {
      const blocked = await createBuyer(t.database.db, { email: 'blocked@example.pk', status: 'blocked' });
      const verified = await createBuyer(t.database.db, { email: uniqueEmail(), emailVerifiedAt: new Date() });
      const answers = [];
      for (const email of ['blocked@example.pk', verified.email, uniqueEmail()]) {
        const before = await counts();
        const res = await checkout(checkoutBody(email, [{ product_id: p.spare.id, quantity: 1 }], formExtras));
        const after = await counts();
        answers.push({
          status: res.statusCode,
          keys: Object.keys(res.json().data.order).sort(),
          customer: res.json().data.customer,
          orders: after.orders - before.orders,
        });
        expect(res.json().data.customer).toEqual({ email });
      }
      const [fromBlocked, fromVerified, fromNew] = answers;
      expect(fromBlocked).toEqual({ ...fromVerified, customer: { email: 'blocked@example.pk' } });
      expect(fromBlocked).toEqual({ ...fromNew, customer: { email: 'blocked@example.pk' } });
      expect(fromBlocked!.status).toBe(201);

      // Filed under the blocked account like any guest order of its e-mail; the receipt has no link into it.
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(sql`${orders.buyerId} = ${blocked.id}`);
      const [mail] = await t.database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.subject} = ${`Your OnSale order ${order!.number}`}`);
      expect(mail!.text).not.toMatch(/set-password|verify-email|blocked/);
    });
  });
});

describe('POST /api/cart/quote', () => {
  const quote = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: payload as object });

  it('prices the bag from the database and flags gone, out-of-stock and short lines', async () => {
    const res = await quote({
      coupon: ' OnSaleNow20 ',
      items: [
        { product_id: p.spare.id, quantity: 2, price: 1 },
        { product_id: p.lastOne.id, quantity: 3 },
        { product_id: p.soldOut.id, quantity: 1 },
        { product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        { product_id: 'legacy-id', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { lines, totals, coupon, couponError } = res.json().data;
    expect(lines.map((line: { status: string }) => line.status)).toEqual([
      'available',
      'short',
      'out_of_stock',
      'gone',
      'gone',
    ]);
    expect(lines[0]).toMatchObject({
      productId: p.spare.id,
      quantity: 2,
      size: '',
      color: '',
      lineTotal: 160_000,
      product: { name: 'Spare Dupatta', price: 80_000 },
    });
    expect(lines[1].product.stock).toBe(1);
    expect(lines[3].product).toBeNull();
    expect(totals).toEqual({ subtotal: 160_000, shipping: 25_000, discount: 32_000, tax: 0, total: 153_000 });
    expect(coupon).toEqual({ code: 'ONSALENOW20', percent: 20 });
    expect(couponError).toBeNull();
  });

  it('says "Invalid coupon code" for an unknown coupon and prices without it', async () => {
    const res = await quote({ coupon: 'NOPE', items: [{ product_id: p.spare.id, quantity: 1 }] });
    expect(res.json().data).toMatchObject({
      coupon: null,
      couponError: 'Invalid coupon code',
      totals: { discount: 0, total: 105_000 },
    });
  });

  it('answers 400 for a malformed bag', async () => {
    for (const payload of [{}, { items: [] }, { items: [{ product_id: p.spare.id, quantity: 0 }] }]) {
      expect((await quote(payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/orders/track', () => {
  let number: string;
  beforeEach(async () => {
    if (number) return;
    const res = await checkout(
      checkoutBody(
        'tracker@example.pk',
        [
          { product_id: p.spare.id, quantity: 1 },
          { product_id: p.shawl.id, quantity: 1 },
        ],
        formExtras,
      ),
    );
    number = res.json().data.order.order_number;
  });
  const track = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/orders/track', payload: payload as object });

  it('shows the order to whoever has its number and e-mail', async () => {
    const res = await track({ orderNumber: ` ${number.toLowerCase()} `, email: 'Tracker@Example.pk' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({ order_number: number, status: 'pending', grand_total: 80_000 + 149_999 + 50_000 });
    expect(order.shipments).toHaveLength(2);
    expect(order.shipments[0].timeline[0]).toMatchObject({ step: 'placed', label: 'Order Placed', reached: true });
  });

  it('answers 404 "Order not found" when the e-mail does not match', async () => {
    const res = await track({ orderNumber: number, email: 'someone.else@example.pk' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
  });

  it('answers 429 to an address after ten misses, so order numbers cannot be tried one by one', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const miss = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { orderNumber: 'OS-2026-999999', email: 'tracker@example.pk' },
        ...from,
      });
    for (let i = 0; i < 10; i++) expect((await miss()).statusCode).toBe(404);
    const limited = await miss();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many requests. Please try again later.');
    // Another address still gets its answers.
    expect((await track({ orderNumber: number, email: 'tracker@example.pk' })).statusCode).toBe(200);
  });

  it('answers 400 for a missing number or a malformed e-mail', async () => {
    expect((await track({ orderNumber: '', email: 'tracker@example.pk' })).json().error.fields).toEqual({
      orderNumber: 'Please provide your order number.',
    });
    expect((await track({ orderNumber: number, email: 'nope' })).json().error.fields).toEqual({
      email: 'Please provide a valid email address.',
    });
  });
});

describe('POST /api/auth/set-password', () => {
  const setPassword = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: payload as object });

  it('sets the password of the account a checkout made and signs the buyer in, once', async () => {
    const email = uniqueEmail();
    const res = await checkout(checkoutBody(email, [{ product_id: p.spare.id, quantity: 1 }], formExtras));
    const token = await setPasswordTokenOf(res.json().data.order.order_number);

    const weak = await setPassword({ token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password is too weak');
    const short = await setPassword({ token, password: 'abc' });
    expect(short.json().error.fields).toEqual({ password: 'Password must be at least 6 characters' });

    const ok = await setPassword({ token, password: 'lahore-rain-2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { email } });
    const cookie = ok.cookies.find((c) => c.name === 'onsale_session');
    expect(cookie?.httpOnly).toBe(true);
    const user = await t.app.sessions.resolve(cookie!.value);
    expect(user?.email).toBe(email);
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await setPassword({ token, password: 'another-password-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it('accepts a reset_password link, ends the other sessions, and refuses expired or unknown links', async () => {
    const { createAccountToken } = await import('../../src/modules/accounts/account-tokens.repository');
    const user = await createBuyer(t.database.db, { email: uniqueEmail() });
    const old = await t.app.sessions.start(user.id);
    const reset = await createAccountToken(t.database.db, user.id, 'reset_password');
    const expired = await createAccountToken(t.database.db, user.id, 'set_password', -1000);

    expect((await setPassword({ token: expired, password: 'new-password-1' })).statusCode).toBe(400);
    expect((await setPassword({ token: 'made-up-token', password: 'new-password-1' })).statusCode).toBe(400);
    expect((await setPassword({ password: 'new-password-1' })).json().error.fields).toEqual({
      token: 'This link is invalid or has expired. Please ask for a new one.',
    });

    const ok = await setPassword({ token: reset, password: 'new-password-1' });
    expect(ok.statusCode).toBe(200);
    expect(await t.app.sessions.resolve(old.token)).toBeNull();
    const remaining = await t.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.id}`);
    expect(remaining).toHaveLength(1);
  });
});
