import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFollows, notifications, outbox } from '../../src/db/schema';
import { sendNotificationDigests } from '../../src/modules/engagement/notifications.service';
import { productWritten } from '../../src/modules/engagement/product-written';
import { caller, createBuyer, createSellerWithBrand, signIn } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createSellerProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let category: Awaited<ReturnType<typeof createCategory>>;
let seller: Awaited<ReturnType<typeof createSellerWithBrand>>;

beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  seller = await createSellerWithBrand(t.database.db, 'approved', { brandName: 'Lawn House' });
});
afterAll(() => t.close());

async function shopper() {
  const user = await createBuyer(t.database.db);
  const cookie = await signIn(t.app, user.email);
  return { user, call: caller(t, cookie) };
}

const sellerProduct = (name: string, values: { price?: number; stock?: number } = {}) =>
  createSellerProduct(t.database.db, seller, category, {
    name,
    price: 300_000,
    originalPrice: 500_000,
    stock: 5,
    sizes: [],
    colors: [],
    ...values,
  });

/** The seller saves the product form with a new price (and a stock adjustment), as the seller area does. */
async function sellerSaves(productId: string, changes: { price?: number; stockChange?: number }) {
  const asSeller = (method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/seller/products/${productId}`,
      headers: { cookie: seller.cookie },
      ...(payload ? { payload } : {}),
    });
  const read = (await asSeller('GET')).json().data;
  const {
    name,
    description,
    longDescription,
    category: slug,
    price,
    originalPrice,
    sizes,
    colors,
    keywords,
    image,
    gallery,
    version,
  } = read;
  const saved = await asSeller('PUT', {
    name,
    description,
    longDescription,
    category: slug,
    price,
    originalPrice,
    sizes,
    colors,
    keywords,
    image,
    gallery,
    version,
    ...changes,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const alertsOf = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => n.kind === 'price_drop' || n.kind === 'back_in_stock')
    .map((n) => [n.kind, n.title, n.body]);

describe('wishlist alerts', () => {
  it('tells a price drop once, below the price last told; a drop below a set price only when reached', async () => {
    const { user, call } = await shopper();
    const anyDrop = await sellerProduct('Printed Lawn 3-Piece');
    const belowSet = await sellerProduct('Embroidered Chiffon');
    for (const product of [anyDrop, belowSet])
      expect((await call('POST', '/api/account/wishlist', { productId: product.id })).statusCode).toBe(200);

    const any = await call('PUT', `/api/account/wishlist/${anyDrop.id}/alert`, {
      priceDrop: 'any',
      backInStock: false,
    });
    expect(any.statusCode, any.body).toBe(200);
    expect(any.json().data).toMatchObject({
      priceDrop: 'any',
      belowPrice: null,
      referencePrice: 300_000,
      backInStock: false,
    });
    expect(
      (
        await call('PUT', `/api/account/wishlist/${belowSet.id}/alert`, {
          priceDrop: 'below',
          belowPrice: 250_000,
          backInStock: false,
        })
      ).statusCode,
    ).toBe(200);
    const listed = (await call('GET', '/api/account/wishlist')).json().data;
    expect(listed.map((item: { alert: { priceDrop: string } | null }) => item.alert?.priceDrop)).toEqual([
      'below',
      'any',
    ]);

    // A raise tells nobody; a drop tells once; the same price saved again tells nothing more.
    await sellerSaves(anyDrop.id, { price: 320_000 });
    expect(await alertsOf(user.id)).toEqual([]);
    await sellerSaves(anyDrop.id, { price: 280_000 });
    await sellerSaves(anyDrop.id, { price: 280_000 });
    expect(await alertsOf(user.id)).toEqual([
      ['price_drop', 'Price drop: Printed Lawn 3-Piece', 'Now Rs. 2,800, down from Rs. 3,000.'],
    ]);
    // Up and back down to the price told: not a new drop. Below it: a new one.
    await sellerSaves(anyDrop.id, { price: 300_000 });
    await sellerSaves(anyDrop.id, { price: 280_000 });
    expect(await alertsOf(user.id)).toHaveLength(1);
    await sellerSaves(anyDrop.id, { price: 260_000 });
    expect(await alertsOf(user.id)).toHaveLength(2);

    await sellerSaves(belowSet.id, { price: 270_000 });
    expect(await alertsOf(user.id)).toHaveLength(2);
    await sellerSaves(belowSet.id, { price: 240_000 });
    expect((await alertsOf(user.id))[2]).toEqual([
      'price_drop',
      'Price drop: Embroidered Chiffon',
      'Now Rs. 2,400, below the Rs. 2,500 you asked for.',
    ]);

    // In the shopper's notifications at once, linking to the product.
    const list = (await call('GET', '/api/account/notifications')).json();
    expect(list.data[0]).toMatchObject({ kind: 'price_drop', link: `/product/${belowSet.slug}`, read: false });
  });

  it('tells a sold-out product back in stock once, from a seller adding stock or a cancelled order', async () => {
    const { user, call } = await shopper();
    const product = await sellerProduct('Khaddar Shawl', { stock: 1 });
    await call('POST', '/api/account/wishlist', { productId: product.id });
    // In stock: nothing to wait for.
    const early = await call('PUT', `/api/account/wishlist/${product.id}/alert`, {
      priceDrop: 'off',
      backInStock: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('This product is in stock now');

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/docheckout',
      payload: checkoutBody('shawl-buyer@example.pk', [{ product_id: product.id, quantity: 1 }]),
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(
      (await call('PUT', `/api/account/wishlist/${product.id}/alert`, { priceDrop: 'off', backInStock: true }))
        .statusCode,
    ).toBe(200);

    const [part] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/orders?q=${order.json().data.order.order_number}`,
        headers: { cookie: seller.cookie },
      })
    ).json().data;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${part.id}/status`,
      payload: { status: 'cancelled', reason: 'Out of stock' },
      headers: { cookie: seller.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await alertsOf(user.id)).toEqual([
      ['back_in_stock', 'Back in stock: Khaddar Shawl', 'Khaddar Shawl is available again at Rs. 3,000.'],
    ]);
    // Told once: the alert is spent.
    await sellerSaves(product.id, { stockChange: 3 });
    expect(await alertsOf(user.id)).toHaveLength(1);
    expect((await call('GET', '/api/account/wishlist')).json().data[0].alert).toBeNull();
  });

  it('refuses what cannot be an alert, with the reason, and changes nothing', async () => {
    const { call } = await shopper();
    const product = await sellerProduct('Velvet Shawl');
    const notSaved = await call('PUT', `/api/account/wishlist/${product.id}/alert`, {
      priceDrop: 'any',
      backInStock: false,
    });
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json().error.message).toBe('Add the product to your wishlist first');
    await call('POST', '/api/account/wishlist', { productId: product.id });
    const cases: Array<[object, string]> = [
      [{ priceDrop: 'below', backInStock: false }, 'Enter the price to be told below'],
      [{ priceDrop: 'below', belowPrice: 300_000, backInStock: false }, 'Enter a price below the current price'],
      [{ priceDrop: 'sometimes', backInStock: false }, 'priceDrop must be one of off, any, below'],
      [{ priceDrop: 'any' }, 'backInStock must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/api/account/wishlist/${product.id}/alert`, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await call('GET', '/api/account/wishlist')).json().data[0].alert).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/account/wishlist/${product.id}/alert`,
          payload: { priceDrop: 'any', backInStock: false },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('all off or removing the product from the wishlist ends its alerts', async () => {
    const { user, call } = await shopper();
    const product = await sellerProduct('Cotton Dupatta');
    await call('POST', '/api/account/wishlist', { productId: product.id });
    await call('PUT', `/api/account/wishlist/${product.id}/alert`, { priceDrop: 'any', backInStock: false });
    const off = await call('PUT', `/api/account/wishlist/${product.id}/alert`, {
      priceDrop: 'off',
      backInStock: false,
    });
    expect(off.json().data).toBeNull();
    await call('PUT', `/api/account/wishlist/${product.id}/alert`, { priceDrop: 'any', backInStock: false });
    expect((await call('DELETE', `/api/account/wishlist/${product.id}`)).statusCode).toBe(204);
    await sellerSaves(product.id, { price: 200_000 });
    expect(await alertsOf(user.id)).toEqual([]);
  });

  it("respects the shopper's switches: price drops, restocks and brand deals off tell nothing of that kind", async () => {
    const { user, call } = await shopper();
    expect((await call('GET', '/api/account/alert-settings')).json().data).toEqual({
      priceDrops: true,
      restocks: true,
      brandDeals: true,
    });
    const saved = await call('PUT', '/api/account/alert-settings', { priceDrops: false, brandDeals: false });
    expect(saved.json().data).toEqual({ priceDrops: false, restocks: true, brandDeals: false });
    expect((await call('PUT', '/api/account/alert-settings', { priceDrops: 'no' })).statusCode).toBe(400);

    const product = await sellerProduct('Silk Kurti');
    await call('POST', '/api/account/wishlist', { productId: product.id });
    await call('PUT', `/api/account/wishlist/${product.id}/alert`, { priceDrop: 'any', backInStock: false });
    await t.database.db.insert(brandFollows).values({ userId: user.id, brandId: seller.brand.id });
    await sellerSaves(product.id, { price: 200_000 });
    const news = await sellerProduct('New Lawn');
    await t.database.db.transaction((tx) => productWritten(tx, { product: { ...news, brandName: seller.brand.name } }));
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);

    // Turned back on: the next drop is told.
    await call('PUT', '/api/account/alert-settings', { priceDrops: true });
    await sellerSaves(product.id, { price: 190_000 });
    expect(await alertsOf(user.id)).toHaveLength(1);
  });

  it("gathers a day's alerts and brand news in one e-mail; later ones wait for the next day", async () => {
    const { user, call } = await shopper();
    const db = t.database.db;
    const first = await sellerProduct('Digest Lawn');
    const second = await sellerProduct('Digest Chiffon');
    for (const product of [first, second]) {
      await call('POST', '/api/account/wishlist', { productId: product.id });
      await call('PUT', `/api/account/wishlist/${product.id}/alert`, { priceDrop: 'any', backInStock: false });
    }
    await sellerSaves(first.id, { price: 250_000 });
    await sellerSaves(second.id, { price: 240_000 });

    const mails = async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, user.email), eq(outbox.kind, 'digest')))
      ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const now = new Date();
    await sendNotificationDigests(db, 'https://shop.example', now);
    let sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('2 price drops and restocks on your wishlist');
    expect(sent[0]!.text).toContain('Your wishlist alerts:');
    expect(sent[0]!.text).toContain('Price drop: Digest Lawn');
    expect(sent[0]!.text).toContain(`https://shop.example/product/${second.slug}`);
    expect(sent[0]!.text).toContain('Manage your alerts: https://shop.example/wishlist');

    await sellerSaves(first.id, { price: 230_000 });
    await sendNotificationDigests(db, 'https://shop.example', new Date(now.getTime() + 60_000));
    expect(await mails()).toHaveLength(1);
    await sendNotificationDigests(db, 'https://shop.example', new Date(now.getTime() + 25 * 3_600_000));
    sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe('Price drop: Digest Lawn');
  });
});
