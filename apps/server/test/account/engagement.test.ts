import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFollows, notifications, outbox, products } from '../../src/db/schema';
import { notifyBrandFollowers, sendNotificationDigests } from '../../src/modules/engagement/notifications.service';
import { caller, createAdmin, createBuyer, createSeller, signIn } from '../support/accounts';
import { createOrder } from '../support/orders';
import { createBrand, createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let category: Awaited<ReturnType<typeof createCategory>>;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t.database.db, { name: 'Men' });
});
afterAll(() => t.close());

async function signedInBuyer(overrides = {}) {
  const user = await createBuyer(t.database.db, overrides);
  const cookie = await signIn(t.app, user.email);
  return { user, cookie, call: caller(t, cookie) };
}

describe('wishlist', () => {
  it('adds, lists newest first with price, discount and stock, and removes', async () => {
    const { call } = await signedInBuyer();
    const brand = await createBrand(t.database.db);
    const first = await createProduct(
      t.database.db,
      { category, brand },
      { price: 200_000, originalPrice: 400_000, stock: 3 },
    );
    const second = await createProduct(t.database.db, { category, brand });
    expect((await call('POST', '/api/account/wishlist', { productId: first.id })).statusCode).toBe(200);
    expect((await call('POST', '/api/account/wishlist', { productId: second.id })).statusCode).toBe(200);
    // Adding twice keeps one line.
    expect((await call('POST', '/api/account/wishlist', { productId: second.id })).statusCode).toBe(200);
    const list = (await call('GET', '/api/account/wishlist')).json().data;
    expect(list.map((i: { product: { id: string } }) => i.product.id)).toEqual([second.id, first.id]);
    expect(list[1].product).toMatchObject({
      slug: first.slug,
      price: 200_000,
      originalPrice: 400_000,
      discountPercent: 50,
      stock: 3,
      brandSlug: brand.slug,
    });
    expect((await call('DELETE', `/api/account/wishlist/${second.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/account/wishlist/${second.id}`)).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/account/wishlist')).json().data.map((i: { product: { id: string } }) => i.product.id),
    ).toEqual([first.id]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const { call } = await signedInBuyer();
    const unknown = await call('POST', '/api/account/wishlist', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');
    const malformed = await call('POST', '/api/account/wishlist', { productId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('productId must be a product id');
    expect((await call('DELETE', '/api/account/wishlist/abc')).statusCode).toBe(400);
  });
});

describe('brand follows', () => {
  it('follows by slug or name, refuses a second follow, toggles, reactivates and sorts active first then by name', async () => {
    const { call } = await signedInBuyer();
    const khaadi = await createBrand(t.database.db, { name: 'Khaadi Follow', slug: 'khaadi-follow' });
    const alkaram = await createBrand(t.database.db, { name: 'Alkaram Follow', slug: 'alkaram-follow' });
    const outfitters = await createBrand(t.database.db, { name: 'Outfitters Follow', slug: 'outfitters-follow' });
    const created = await call('POST', '/api/account/brand-follows', { brand: 'khaadi-follow' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ active: true, brand: { slug: khaadi.slug, name: 'Khaadi Follow' } });
    expect((await call('POST', '/api/account/brand-follows', { brand: 'Outfitters follow' })).statusCode).toBe(201);
    expect((await call('POST', '/api/account/brand-follows', { brand: alkaram.slug })).statusCode).toBe(201);

    const again = await call('POST', '/api/account/brand-follows', { brand: khaadi.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are already subscribed to this brand');

    const off = await call('PATCH', `/api/account/brand-follows/${alkaram.slug}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    const list = (await call('GET', '/api/account/brand-follows')).json().data;
    expect(list.map((f: { brand: { slug: string }; active: boolean }) => [f.brand.slug, f.active])).toEqual([
      [khaadi.slug, true],
      [outfitters.slug, true],
      [alkaram.slug, false],
    ]);
    expect((await call('GET', `/api/brands/${alkaram.slug}/follow-status`)).json().data).toEqual({ following: false });

    const reactivated = await call('POST', '/api/account/brand-follows', { brand: alkaram.slug });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().data).toMatchObject({ id: off.json().data.id, active: true });
    expect((await call('GET', `/api/brands/${alkaram.slug}/follow-status`)).json().data).toEqual({ following: true });
  });

  it("answers 'Subscription not found' and 'Brand not found' and validates the body", async () => {
    const { call } = await signedInBuyer();
    const brand = await createBrand(t.database.db);
    for (const slug of [brand.slug, 'no-such-brand']) {
      const res = await call('PATCH', `/api/account/brand-follows/${slug}`, { active: false });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Subscription not found');
    }
    const unknown = await call('POST', '/api/account/brand-follows', { brand: 'no-such-brand' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Brand not found');
    expect((await call('POST', '/api/account/brand-follows', {})).json().error.message).toBe('brand is required');
    expect((await call('PATCH', `/api/account/brand-follows/${brand.slug}`, { active: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', '/api/brands/no-such-brand/follow-status')).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it("notifies a brand's active followers of a new product and of a bigger discount, not of a smaller one", async () => {
    const db = t.database.db;
    const brand = await createBrand(db);
    const follower = await signedInBuyer();
    const inactive = await signedInBuyer();
    const blocked = await createBuyer(db, { status: 'blocked' });
    const stranger = await signedInBuyer();
    await db.insert(brandFollows).values([
      { userId: follower.user.id, brandId: brand.id },
      { userId: inactive.user.id, brandId: brand.id, active: false },
      { userId: blocked.id, brandId: brand.id },
    ]);
    const product = await createProduct(
      db,
      { category, brand },
      { name: 'Eid Kurta', price: 300_000, originalPrice: 400_000 },
    );
    expect(await db.transaction((tx) => notifyBrandFollowers(tx, { product }))).toBe(1);
    // A smaller or equal discount tells nobody; a bigger one does.
    expect(
      await db.transaction((tx) =>
        notifyBrandFollowers(tx, { product: { ...product, discountPercent: 20 }, previousDiscountPercent: 25 }),
      ),
    ).toBe(0);
    const [updated] = await db
      .update(products)
      .set({ price: 200_000, discountPercent: 50 })
      .where(eq(products.id, product.id))
      .returning();
    expect(
      await db.transaction((tx) => notifyBrandFollowers(tx, { product: updated!, previousDiscountPercent: 25 })),
    ).toBe(1);

    const res = await follower.call('GET', '/api/account/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.data.map((n: { kind: string; link: string; read: boolean }) => [n.kind, n.link, n.read])).toEqual([
      ['brand_bigger_discount', `/product/${product.slug}`, false],
      ['brand_new_product', `/product/${product.slug}`, false],
    ]);
    expect(body.data[1].title).toBe(`New from ${brand.name}: Eid Kurta`);
    expect(body.data[0].title).toBe(`${brand.name}: Eid Kurta is now 50% off`);
    for (const other of [inactive, stranger])
      expect((await other.call('GET', '/api/account/notifications')).json()).toEqual({ data: [], unreadCount: 0 });
    expect(await db.select().from(notifications).where(eq(notifications.userId, blocked.id))).toHaveLength(0);

    expect((await follower.call('POST', `/api/account/notifications/${body.data[0].id}/read`)).statusCode).toBe(204);
    expect((await follower.call('GET', '/api/account/notifications')).json().unreadCount).toBe(1);
    expect((await follower.call('POST', '/api/account/notifications/read-all')).statusCode).toBe(204);
    expect((await follower.call('GET', '/api/account/notifications')).json().unreadCount).toBe(0);
    const missing = await follower.call('POST', '/api/account/notifications/00000000-0000-4000-8000-000000000000/read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Notification not found');
  });

  it('does not tell a seller about the product they added themselves', async () => {
    const db = t.database.db;
    const brand = await createBrand(db);
    const seller = await createSeller(db);
    await db.insert(brandFollows).values({ userId: seller.id, brandId: brand.id });
    const product = await createProduct(db, { category, brand }, { sellerId: seller.id });
    expect(await db.transaction((tx) => notifyBrandFollowers(tx, { product }))).toBe(0);
  });

  it('an admin raising a discount tells the followers; lowering it does not', async () => {
    const db = t.database.db;
    const men = await createCategory(db, { name: 'Men', slug: 'men' });
    const brand = await createBrand(db);
    const follower = await signedInBuyer();
    await db.insert(brandFollows).values({ userId: follower.user.id, brandId: brand.id });
    const product = await createProduct(
      db,
      { category: men, brand },
      { name: 'Admin Kurta', price: 300_000, originalPrice: 400_000 },
    );
    const admin = await createAdmin(db);
    const cookie = await signIn(t.app, admin.email);
    const edit = async (price: number) => {
      const { version } = (
        await t.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: { cookie } })
      ).json().data;
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        headers: { cookie },
        payload: { name: 'Admin Kurta', brand: brand.name, price, originalPrice: 400_000, category: 'men', version },
      });
    };
    expect((await edit(200_000)).statusCode).toBe(200);
    expect((await edit(250_000)).statusCode).toBe(200);
    const list = (await follower.call('GET', '/api/account/notifications')).json().data;
    expect(list.map((n: { title: string }) => n.title)).toEqual([`${brand.name}: Admin Kurta is now 50% off`]);
  });

  it('e-mails at most one digest a day per buyer, listing the unread notifications', async () => {
    const db = t.database.db;
    const brand = await createBrand(db);
    const { user } = await signedInBuyer();
    await db.insert(brandFollows).values({ userId: user.id, brandId: brand.id });
    const first = await createProduct(db, { category, brand }, { name: 'Digest One' });
    const second = await createProduct(db, { category, brand }, { name: 'Digest Two' });
    await db.transaction((tx) => notifyBrandFollowers(tx, { product: first }));
    await db.transaction((tx) => notifyBrandFollowers(tx, { product: second }));

    const now = new Date();
    const mine = async () =>
      (await db.select().from(outbox).where(eq(outbox.recipient, user.email))).filter((m) => m.kind === 'digest');
    expect(await sendNotificationDigests(db, 'https://shop.example', now)).toBeGreaterThanOrEqual(1);
    let mails = await mine();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Digest One');
    expect(mails[0]!.text).toContain('Digest Two');
    expect(mails[0]!.text).toContain(`https://shop.example/product/${first.slug}`);

    // A new product the same day waits for tomorrow's digest.
    const third = await createProduct(db, { category, brand }, { name: 'Digest Three' });
    await db.transaction((tx) => notifyBrandFollowers(tx, { product: third }));
    await sendNotificationDigests(db, 'https://shop.example', new Date(now.getTime() + 60_000));
    expect(await mine()).toHaveLength(1);
    await sendNotificationDigests(db, 'https://shop.example', new Date(now.getTime() + 25 * 3_600_000));
    mails = await mine();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`New from ${brand.name}: Digest Three`);
  });
});

describe('reviews', () => {
  async function setup() {
    const db = t.database.db;
    const seller = await createSeller(db);
    const product = await createProduct(db, { category }, { sellerId: seller.id, source: 'seller' });
    const buyer = await signedInBuyer();
    return { db, seller, product, buyer };
  }

  it('lets a buyer with a delivered item review once, edit it, and keeps the average right', async () => {
    const { db, product, buyer } = await setup();
    await createOrder(db, buyer.user, [{ status: 'delivered', items: [{ productId: product.id }] }]);
    const other = await signedInBuyer();
    await createOrder(db, other.user, [{ status: 'delivered', items: [{ productId: product.id }] }]);

    const empty = (await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}/reviews` })).json().data;
    expect(empty).toEqual({ reviews: [], average: null, count: 0 });
    expect((await buyer.call('GET', `/api/products/${product.slug}/reviews/mine`)).json().data).toEqual({
      review: null,
      canReview: true,
      reason: null,
    });

    const refused = await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, {
      rating: 5,
      body: 'Lovely\u0007 fabric',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ body: 'body contains characters that are not allowed' });
    const created = await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, {
      rating: 5,
      body: '  Lovely <b>fabric</b>\n  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      rating: 5,
      body: 'Lovely <b>fabric</b>',
      author: `${buyer.user.firstName} ${buyer.user.lastName[0]}.`,
    });
    expect((await other.call('PUT', `/api/products/${product.slug}/reviews/mine`, { rating: 2 })).statusCode).toBe(201);
    const edited = await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, {
      rating: 4,
      body: 'Good after washing',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.id).toBe(created.json().data.id);

    const list = (await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}/reviews` })).json().data;
    expect(list.count).toBe(2);
    expect(list.average).toBe(3);
    expect(list.reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 4]);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect([row!.ratingSum, row!.ratingCount]).toEqual([6, 2]);
    const card = (await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json().data;
    expect([card.ratingAverage, card.ratingCount]).toEqual([3, 2]);
  });

  it('refuses buyers without a delivered item and the seller of the product', async () => {
    const { db, seller, product, buyer } = await setup();
    await createOrder(db, buyer.user, [{ status: 'shipped', items: [{ productId: product.id }] }]);
    const notYet = await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, { rating: 5 });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error.message).toBe('You can review a product once it has been delivered to you');
    await createOrder(db, seller, [{ status: 'delivered', items: [{ productId: product.id }] }]);
    const sellerCookie = await signIn(t.app, seller.email);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.slug}/reviews/mine`,
      payload: { rating: 5 },
      headers: { cookie: sellerCookie },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot review your own product');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.slug}/reviews/mine`,
      headers: { cookie: sellerCookie },
    });
    expect(mine.json().data).toEqual({ review: null, canReview: false, reason: 'You cannot review your own product' });
  });

  it('validates the rating and the length of the text', async () => {
    const { db, product, buyer } = await setup();
    await createOrder(db, buyer.user, [{ status: 'delivered', items: [{ productId: product.id }] }]);
    for (const [payload, message] of [
      [{ rating: 0 }, 'rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'rating must be a whole number from 1 to 5'],
      [{ rating: 4.5 }, 'rating must be a whole number from 1 to 5'],
      [{}, 'rating is required'],
      [{ rating: 3, body: 'x'.repeat(2001) }, 'body must be at most 2000 characters'],
    ] as const) {
      const res = await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await buyer.call('PUT', '/api/products/no-such-product/reviews/mine', { rating: 3 })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/no-such-product/reviews' })).json().error.message,
    ).toBe('Product not found');
  });

  it('an admin hides a review from the list and the average, and shows it again', async () => {
    const { db, product, buyer } = await setup();
    await createOrder(db, buyer.user, [{ status: 'delivered', items: [{ productId: product.id }] }]);
    const review = (
      await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, { rating: 1, body: 'Spam spam' })
    ).json().data;
    const admin = await createAdmin(db);
    const adminCookie = await signIn(t.app, admin.email);
    const hide = (hidden: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${review.id}`,
        payload: { hidden },
        headers: { cookie: adminCookie },
      });
    expect((await hide(true)).statusCode).toBe(204);
    expect((await hide(true)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}/reviews` })).json().data).toEqual({
      reviews: [],
      average: null,
      count: 0,
    });
    // Editing a hidden review does not bring it back into the average.
    await buyer.call('PUT', `/api/products/${product.slug}/reviews/mine`, { rating: 5 });
    let [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect([row!.ratingSum, row!.ratingCount]).toEqual([0, 0]);
    expect((await hide(false)).statusCode).toBe(204);
    [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect([row!.ratingSum, row!.ratingCount]).toEqual([5, 1]);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000',
      payload: { hidden: true },
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Review not found');
  });
});

describe('signed-out callers', () => {
  it('get 401 from every account endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/wishlist'],
      ['GET', '/api/account/brand-follows'],
      ['GET', '/api/account/notifications'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
