import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFollows, notifications, users, wishlistItems } from '../../src/db/schema';
import { notifyBrandFollowers } from '../../src/modules/engagement/notifications.service';
import { createAdmin, createBuyer, createSeller, signIn } from '../support/accounts';
import { createOrderWithParts } from '../support/orders';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every account and order endpoint, called by each kind of caller on buyer A's things: the exact
 * answer each one gets. Buyer B, a seller and an admin reach only their own data here (sellers and
 * admins have their own areas for the rest).
 */
type Role = 'guest' | 'buyerA' | 'buyerB' | 'seller' | 'admin';
const ROLES: Role[] = ['guest', 'buyerA', 'buyerB', 'seller', 'admin'];

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};
const ids = {} as {
  buyerA: string;
  orderA: string;
  partA: string;
  productSlug: string;
  sellerProductSlug: string;
  productId: string;
  otherProductId: string;
  brandSlug: string;
  otherBrandSlug: string;
  notificationA: string;
  reviewA: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const buyerA = await createBuyer(db);
  const buyerB = await createBuyer(db);
  const seller = await createSeller(db, 'approved');
  const admin = await createAdmin(db);
  const category = await createCategory(db, { name: 'Women' });
  const brand = await createBrand(db, { name: 'Matrix Brand' });
  const otherBrand = await createBrand(db, { name: 'Other Matrix Brand' });
  const product = await createProduct(db, { category, brand });
  const otherProduct = await createProduct(db, { category, brand });
  const sellerProduct = await createProduct(db, { category, brand }, { sellerId: seller.id, source: 'seller' });
  const { order, sellerOrders: parts } = await createOrderWithParts(db, buyerA, [
    { status: 'delivered', items: [{ productId: product.id, name: product.name }] },
    { sellerId: seller.id, status: 'delivered', items: [{ productId: sellerProduct.id, name: sellerProduct.name }] },
  ]);
  await db.insert(wishlistItems).values({ userId: buyerA.id, productId: product.id });
  await db.insert(brandFollows).values({ userId: buyerA.id, brandId: brand.id });
  await db.transaction((tx) => notifyBrandFollowers(tx, { product: { ...otherProduct, brandId: brand.id } }));
  const [notification] = await db.select().from(notifications).where(eq(notifications.userId, buyerA.id));
  for (const [role, user] of [
    ['buyerA', buyerA],
    ['buyerB', buyerB],
    ['seller', seller],
    ['admin', admin],
  ] as const)
    cookies[role] = await signIn(t.app, user.email);
  const review = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${sellerProduct.slug}/reviews/mine`,
    payload: { rating: 4, body: 'Good' },
    headers: { cookie: cookies.buyerA! },
  });
  Object.assign(ids, {
    buyerA: buyerA.id,
    orderA: order.id,
    partA: parts[0]!.id,
    productSlug: product.slug,
    sellerProductSlug: sellerProduct.slug,
    productId: product.id,
    otherProductId: otherProduct.id,
    brandSlug: brand.slug,
    otherBrandSlug: otherBrand.slug,
    notificationA: notification!.id,
    reviewA: review.json().data.id,
  });
});
afterAll(() => t.close());

const call = (role: Role, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: cookies[role] ? { cookie: cookies[role] } : {},
  });

const profile = {
  username: 'someone',
  firstName: 'Some',
  lastName: 'One',
  phoneNumber: '03001112222',
  address: 'Somewhere 1',
};

// [method, path, body, expected status per role]; paths are functions so they see the ids set up above.
const matrix: [string, () => string, unknown, Record<Role, number>][] = [
  ['GET', () => '/api/me', undefined, { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 }],
  ['PUT', () => '/api/me', profile, { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 }],
  ['GET', () => '/api/account/orders', undefined, { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 }],
  [
    'GET',
    () => `/api/account/orders/${ids.orderA}`,
    undefined,
    { guest: 401, buyerA: 200, buyerB: 404, seller: 404, admin: 404 },
  ],
  // A's parts are delivered: A may ask but the rule refuses; anybody else's cancel finds nothing.
  [
    'POST',
    () => `/api/account/orders/${ids.orderA}/parts/${ids.partA}/cancel`,
    { reason: 'Ordered by mistake' },
    { guest: 401, buyerA: 409, buyerB: 404, seller: 404, admin: 404 },
  ],
  ['GET', () => '/api/account/wishlist', undefined, { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 }],
  [
    'POST',
    () => '/api/account/wishlist',
    { productId: 'later' },
    { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'DELETE',
    () => `/api/account/wishlist/${ids.otherProductId}`,
    undefined,
    { guest: 401, buyerA: 204, buyerB: 204, seller: 204, admin: 204 },
  ],
  [
    'GET',
    () => '/api/account/brand-follows',
    undefined,
    { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'POST',
    () => '/api/account/brand-follows',
    { brand: 'later' },
    { guest: 401, buyerA: 201, buyerB: 201, seller: 201, admin: 201 },
  ],
  [
    'PATCH',
    () => `/api/account/brand-follows/${ids.brandSlug}`,
    { active: true },
    { guest: 401, buyerA: 200, buyerB: 404, seller: 404, admin: 404 },
  ],
  [
    'GET',
    () => `/api/brands/${ids.brandSlug}/follow-status`,
    undefined,
    { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'GET',
    () => '/api/account/notifications',
    undefined,
    { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'POST',
    () => `/api/account/notifications/${ids.notificationA}/read`,
    undefined,
    { guest: 401, buyerA: 204, buyerB: 404, seller: 404, admin: 404 },
  ],
  [
    'POST',
    () => '/api/account/notifications/read-all',
    undefined,
    { guest: 401, buyerA: 204, buyerB: 204, seller: 204, admin: 204 },
  ],
  [
    'GET',
    () => `/api/products/${ids.sellerProductSlug}/reviews`,
    undefined,
    { guest: 200, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'GET',
    () => `/api/products/${ids.sellerProductSlug}/reviews/mine`,
    undefined,
    { guest: 401, buyerA: 200, buyerB: 200, seller: 200, admin: 200 },
  ],
  [
    'PUT',
    () => `/api/products/${ids.sellerProductSlug}/reviews/mine`,
    { rating: 5, body: 'Lovely' },
    { guest: 401, buyerA: 200, buyerB: 403, seller: 403, admin: 403 },
  ],
  [
    'PATCH',
    () => `/api/admin/reviews/${ids.reviewA}`,
    { hidden: false },
    { guest: 401, buyerA: 403, buyerB: 403, seller: 403, admin: 204 },
  ],
  [
    'POST',
    () => '/api/auth/password-reset',
    { email: 'nobody@example.pk' },
    { guest: 202, buyerA: 202, buyerB: 202, seller: 202, admin: 202 },
  ],
];

describe('authorization matrix', () => {
  for (const [method, path, body, expected] of matrix) {
    it(`${method} ${path.toString().replace(/^\(\) => /, '')}`, async () => {
      const answers: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        // Each caller adds its own wishlist item, follows a brand it did not follow yet, asks for its own reset.
        const payload =
          body && typeof body === 'object' && 'productId' in body
            ? { productId: ids.otherProductId }
            : body && typeof body === 'object' && 'brand' in body
              ? { brand: ids.otherBrandSlug }
              : body && typeof body === 'object' && 'email' in body
                ? { email: `${role}.nobody@example.pk` }
                : body;
        answers[role] = (await call(role, method, path(), payload)).statusCode;
      }
      expect(answers).toEqual(expected);
    });
  }
});

describe("buyer B never reads or changes buyer A's things", () => {
  it("does not see A's order in the list, and A's order detail answers 404 with no data", async () => {
    const list = await call('buyerB', 'GET', '/api/account/orders');
    expect(list.json().data).toEqual([]);
    const detail = await call('buyerB', 'GET', `/api/account/orders/${ids.orderA}`);
    expect(detail.json()).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    const own = await call('buyerA', 'GET', '/api/account/orders');
    expect(own.json().data.map((o: { id: string }) => o.id)).toEqual([ids.orderA]);
  });

  it("A's profile, wishlist, follows and notifications are A's alone", async () => {
    const meB = (await call('buyerB', 'GET', '/api/me')).json().data;
    expect(meB.uid).not.toBe(ids.buyerA);
    const [rowA] = await t.database.db.select().from(users).where(eq(users.id, ids.buyerA));
    // Every caller's PUT /api/me above changed only their own row.
    expect((await t.database.db.select().from(users).where(eq(users.username, profile.username))).length).toBe(4);
    expect(rowA!.username).toBe(profile.username);

    const wishlistB = (await call('buyerB', 'GET', '/api/account/wishlist')).json().data;
    expect(wishlistB.map((i: { product: { id: string } }) => i.product.id)).not.toContain(ids.productId);
    await call('buyerB', 'DELETE', `/api/account/wishlist/${ids.productId}`);
    expect(
      await t.database.db
        .select()
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, ids.buyerA), eq(wishlistItems.productId, ids.productId))),
    ).toHaveLength(1);

    const followsB = (await call('buyerB', 'GET', '/api/account/brand-follows')).json().data;
    expect(followsB.map((f: { brand: { slug: string } }) => f.brand.slug)).not.toContain(ids.brandSlug);
    const patch = await call('buyerB', 'PATCH', `/api/account/brand-follows/${ids.brandSlug}`, { active: false });
    expect(patch.json().error.message).toBe('Subscription not found');
    const statusA = (await call('buyerA', 'GET', `/api/brands/${ids.brandSlug}/follow-status`)).json().data;
    expect(statusA).toEqual({ following: true });
    expect((await call('buyerB', 'GET', `/api/brands/${ids.brandSlug}/follow-status`)).json().data).toEqual({
      following: false,
    });

    const notificationsB = (await call('buyerB', 'GET', '/api/account/notifications')).json();
    expect(notificationsB).toEqual({ data: [], unreadCount: 0 });
  });
});
