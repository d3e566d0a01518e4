import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { orders } from '../../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/limits/rate-limit-rules';
import { caller, createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { multipartFile, pngImage } from '../support/uploads';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, RAISED_TEST_LIMITS, type TestApp } from '../support/test-app';

// With REDIS_URL set (the PostgreSQL run) the counters live in Redis; otherwise in memory.
const redisUrl = process.env.REDIS_URL || undefined;
const TOO_MANY = 'Too many requests. Please try again later.';
const WINDOW = 600;
const limits: Config['rateLimits'] = {
  ...RAISED_TEST_LIMITS,
  'checkout-address': { limit: 3, windowSeconds: WINDOW },
  'checkout-email': { limit: 2, windowSeconds: WINDOW },
  signup: { limit: 2, windowSeconds: WINDOW },
  'seller-registration': { limit: 2, windowSeconds: WINDOW },
  uploads: { limit: 2, windowSeconds: WINDOW },
  'import-preview': { limit: 2, windowSeconds: WINDOW },
  'order-tracking': DEFAULT_RATE_LIMITS['order-tracking'],
};

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ redisUrl, rateLimits: limits });
  const women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  productId = (
    await createProduct(
      t.database.db,
      { category: women },
      { name: 'Lawn Suit', price: 300_000, stock: 1000, sizes: [], colors: [] },
    )
  ).id;
});
afterAll(() => t.close());

let emails = 0;
const newEmail = () => `limited-shopper${++emails}@example.pk`;
const checkout = (
  email: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
  shop = { app: t.app, productId },
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(email, [{ product_id: shop.productId, quantity: 1 }]),
    remoteAddress: from.remoteAddress ?? '198.51.100.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
const orderCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders))[0]!.n;

/** A 429 with the shop's words and a Retry-After within the window. */
function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown>; json(): { error: { message: string } } },
  message = TOO_MANY,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error.message).toBe(message);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe(`request limits (${redisUrl ? 'Redis' : 'memory'})`, () => {
  it('refuses the checkout after the limit from one address, writes no order, and still takes orders from other addresses', async () => {
    for (let i = 0; i < 3; i++)
      expect((await checkout(newEmail(), { remoteAddress: '198.51.100.10' })).statusCode).toBe(201);
    const before = await orderCount();
    expectRefused(await checkout(newEmail(), { remoteAddress: '198.51.100.10' }));
    expect(await orderCount()).toBe(before);
    expect((await checkout(newEmail(), { remoteAddress: '198.51.100.11' })).statusCode).toBe(201);
  });

  it('refuses the checkout after the limit for one e-mail, whatever the address and the letter case', async () => {
    const email = newEmail();
    expect((await checkout(email, { remoteAddress: '198.51.100.20' })).statusCode).toBe(201);
    expect((await checkout(email.toUpperCase(), { remoteAddress: '198.51.100.21' })).statusCode).toBe(201);
    expectRefused(await checkout(email, { remoteAddress: '198.51.100.22' }));
    expect((await checkout(newEmail(), { remoteAddress: '198.51.100.22' })).statusCode).toBe(201);
  });

  it('answers a retried order with its order however often it is sent, counting it against no limit', async () => {
    const email = newEmail();
    const body = checkoutBody(email, [{ product_id: productId, quantity: 1 }]);
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/docheckout',
        payload: body,
        remoteAddress: '198.51.100.40',
        headers: { 'idempotency-key': key },
      });
    const placed = await send('retried-order-1');
    expect(placed.statusCode).toBe(201);
    const before = await orderCount();
    for (let i = 0; i < 12; i++) {
      const again = await send('retried-order-1');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.order.order_number).toBe(placed.json().data.order.order_number);
    }
    expect(await orderCount()).toBe(before);
    // The limits counted the one order only: the e-mail and the address may still place another.
    expect((await send('retried-order-2')).statusCode).toBe(201);
    expectRefused(await send('retried-order-3'));
  });

  it('counts an IPv6 client by its /64, so it cannot take a fresh address for every order', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await checkout(newEmail(), { remoteAddress: `2001:db8:1:2::${i}` })).statusCode).toBe(201);
    expectRefused(await checkout(newEmail(), { remoteAddress: '2001:db8:1:2:ffff::9' }));
    expect((await checkout(newEmail(), { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a rotating header does not escape the limit', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await checkout(newEmail(), { remoteAddress: '198.51.100.30', forwardedFor: `203.0.113.${i}` })).statusCode,
      ).toBe(201);
    expectRefused(await checkout(newEmail(), { remoteAddress: '198.51.100.30', forwardedFor: '203.0.113.99' }));
  });

  it('refuses sign-ups after the limit from one address', async () => {
    const signup = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '198.51.100.40',
        payload: {
          email: `limited-signup${n}@example.pk`,
          username: `limited${n}`,
          firstName: 'Ayesha',
          lastName: 'Khan',
          phoneNumber: '03001234567',
          address: '12 Mall Road, Lahore',
          password: 'green-kurta-7',
          confirmPassword: 'green-kurta-7',
        },
      });
    expect((await signup(1)).statusCode).toBe(201);
    expect((await signup(2)).statusCode).toBe(201);
    expectRefused(await signup(3));
  });

  it('refuses seller registrations after the limit from one address', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sellers/register',
        remoteAddress: '198.51.100.50',
        payload: {
          firstName: 'Sana',
          lastName: 'Malik',
          email: `limited-seller${n}@example.pk`,
          phone: '03211234567',
          address: '5 Gulberg, Lahore',
          brandName: `Limited Studio ${n}`,
          businessDescription: 'Hand-block printed lawn',
          storeCategory: 'Clothing & Apparel',
          website: 'https://sana-studio.pk',
          password: 'lawn-season-2026',
          confirmPassword: 'lawn-season-2026',
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expectRefused(await register(3));
  });

  it("refuses a seller's uploads after the limit, while another seller still uploads", async () => {
    const image = await pngImage(120, 90);
    const [first, second] = [
      await createSellerWithBrand(t.database.db, 'approved'),
      await createSellerWithBrand(t.database.db, 'approved'),
    ];
    const upload = (cookie: string) => {
      const body = multipartFile(image, 'photo.png', 'image/png');
      return t.app.inject({
        method: 'POST',
        url: '/api/seller/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    expect((await upload(first.cookie)).statusCode).toBe(201);
    expect((await upload(first.cookie)).statusCode).toBe(201);
    expectRefused(await upload(first.cookie));
    expect((await upload(second.cookie)).statusCode).toBe(201);
  });

  it("refuses an admin's import previews after the limit", async () => {
    const admin = await createAdmin(t.database.db);
    const asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
    const feed = { format: 'csv', content: 'URL,Name,Price\nhttps://shop.example.pk/p/1,Sneakers,4500\n' };
    expect((await asAdmin('POST', '/api/admin/imports/preview-feed', feed)).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/admin/imports/preview-feed', feed)).statusCode).toBe(200);
    expectRefused(await asAdmin('POST', '/api/admin/imports/preview-url', { url: 'https://shop.example.pk/p/1' }));
  });

  it('counts order look-ups before they are made: of 30 concurrent guesses only the limit are looked up', async () => {
    const track = (orderNumber: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { orderNumber, email },
        remoteAddress: '198.51.100.60',
      });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => track(`OS-2026-${String(900_000 + i)}`, 'someone@example.pk')),
    );
    const limit = DEFAULT_RATE_LIMITS['order-tracking'].limit;
    expect(guesses.filter((res) => res.statusCode === 404)).toHaveLength(limit);
    expect(guesses.filter((res) => res.statusCode === 429)).toHaveLength(30 - limit);
    expect(Number(guesses.find((res) => res.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never refuses a shopper who finds the order each time', async () => {
    const email = newEmail();
    const placed = await checkout(email, { remoteAddress: '198.51.100.70' });
    const number = placed.json().data.order.order_number as string;
    for (let i = 0; i < DEFAULT_RATE_LIMITS['order-tracking'].limit + 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/track',
        payload: { orderNumber: number, email },
        remoteAddress: '198.51.100.71',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('while Redis cannot be reached', () => {
  it('still refuses over the limit, counting in memory', async () => {
    const cut = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits: limits });
    try {
      const women = await createCategory(cut.database.db, { name: 'Women', slug: 'women' });
      const shop = {
        app: cut.app,
        productId: (
          await createProduct(
            cut.database.db,
            { category: women },
            { name: 'Lawn Suit', stock: 100, sizes: [], colors: [] },
          )
        ).id,
      };
      for (let i = 0; i < 3; i++)
        expect((await checkout(newEmail(), { remoteAddress: '198.51.100.80' }, shop)).statusCode).toBe(201);
      expectRefused(await checkout(newEmail(), { remoteAddress: '198.51.100.80' }, shop));
    } finally {
      await cut.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestApp;
  let shop: { app: TestApp['app']; productId: string };
  beforeAll(async () => {
    proxied = await createTestApp({ redisUrl, rateLimits: limits, trustProxy: ['127.0.0.1'] });
    const women = await createCategory(proxied.database.db, { name: 'Women', slug: 'women' });
    shop = {
      app: proxied.app,
      productId: (
        await createProduct(
          proxied.database.db,
          { category: women },
          { name: 'Lawn Suit', price: 300_000, stock: 1000, sizes: [], colors: [] },
        )
      ).id,
    };
  });
  afterAll(() => proxied.close());

  it('takes the client address from X-Forwarded-For when the request comes from the configured proxy', async () => {
    // Shoppers behind the proxy are told apart...
    for (let i = 0; i < 5; i++)
      expect(
        (await checkout(newEmail(), { remoteAddress: '127.0.0.1', forwardedFor: `203.0.113.${i + 1}` }, shop))
          .statusCode,
      ).toBe(201);
    // ...and each one is limited by its own address.
    for (let i = 0; i < 2; i++)
      expect(
        (await checkout(newEmail(), { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.1' }, shop)).statusCode,
      ).toBe(201);
    expectRefused(await checkout(newEmail(), { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.1' }, shop));
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await checkout(newEmail(), { remoteAddress: '192.0.2.5', forwardedFor: `203.0.113.${50 + i}` }, shop))
          .statusCode,
      ).toBe(201);
    expectRefused(await checkout(newEmail(), { remoteAddress: '192.0.2.5', forwardedFor: '203.0.113.60' }, shop));
  });
});
