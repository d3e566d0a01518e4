import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, outbox, products, sellerProfiles, users } from '../../src/db/schema';
import { setSellerStatus } from '../../src/modules/sellers/seller.service';
import {
  cookieOf,
  createAdmin,
  createBuyer,
  createSellerWithBrand,
  sessionCookie,
  TEST_PASSWORD,
} from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { multipartFile, pngImage } from '../support/uploads';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sana',
  lastName: 'Malik',
  email: `sana-${Math.random().toString(36).slice(2)}@example.pk`,
  phone: '03211234567',
  address: '5 Gulberg, Lahore',
  brandName: `Sana Studio ${Math.random().toString(36).slice(2, 6)}`,
  businessDescription: 'Hand-block printed lawn',
  storeCategory: 'Clothing & Apparel',
  website: 'https://sana-studio.pk',
  password: 'lawn-season-2026',
  confirmPassword: 'lawn-season-2026',
  ...overrides,
});

describe('POST /api/sellers/register', () => {
  it('makes a visitor an account, a pending seller profile and a brand, and signs them in', async () => {
    const body = registration({ brandName: 'Noor Threads' });
    const res = await inject('POST', '/api/sellers/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: body.email,
      isSeller: true,
      sellerStatus: 'pending',
      isPending: true,
    });
    const cookie = cookieOf(res);

    const profile = await inject('GET', '/api/seller/profile', undefined, cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      brandName: 'Noor Threads',
      brandSlug: 'noor-threads',
      status: 'pending',
      website: 'https://sana-studio.pk',
      storeCategory: 'Clothing & Apparel',
      commissionRateBp: 1000,
    });

    const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, 'noor-threads'));
    expect(brand).toMatchObject({ name: 'Noor Threads', websiteValue: 'noor-threads', sellerId: res.json().data.id });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().data.id));
    expect(audit).toMatchObject({ action: 'seller.register', actorId: res.json().data.id });
  });

  it('refuses a phone that is not a Pakistani number, and registers nobody', async () => {
    const body = registration({ phone: 'abc' });
    const res = await inject('POST', '/api/sellers/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      phone: 'Please enter a Pakistani mobile or landline number, e.g. 0300 1234567 or 042 35761234.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('turns a signed-in buyer into a seller with the e-mail of their account, whatever the form says', async () => {
    const buyer = await createBuyer(t.database.db);
    const cookie = await sessionCookie(t.database.db, buyer.id);
    const res = await inject(
      'POST',
      '/api/sellers/register',
      registration({ email: 'someone-else@example.pk', password: undefined, confirmPassword: undefined }),
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ id: buyer.id, email: buyer.email, sellerStatus: 'pending' });
    expect(res.cookies.find((c) => c.name === 'onsale_session')).toBeUndefined();
    const [row] = await t.database.db
      .select({ firstName: users.firstName, phone: users.phone })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(row).toEqual({ firstName: 'Sana', phone: '+923211234567' });

    const again = await inject(
      'POST',
      '/api/sellers/register',
      registration({ password: undefined, confirmPassword: undefined }),
      cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You are already registered as a seller');
  });

  it.each([
    [{ brandName: '  ' }, 'Brand name is required'],
    [{ website: 'not a url' }, 'Website must be a valid URL (https://…)'],
    [{ website: 'javascript:alert(1)' }, 'Website must be a valid URL (https://…)'],
    [{ storeCategory: 'Groceries' }, 'Store category is required'],
    [{ businessDescription: '' }, 'Business description is required'],
    [{ confirmPassword: 'something-else' }, 'Passwords do not match'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ password: 'password', confirmPassword: 'password' }, 'Password is too weak'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ brandName: '!!!' }, 'Brand name must contain letters or digits'],
  ])('refuses %j with "%s" and writes nothing', async (overrides, message) => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    const res = await inject('POST', '/api/sellers/register', registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('accepts the spec store categories exactly and no website at all', async () => {
    for (const storeCategory of ['Footwear', 'Beauty & Personal Care', 'Home & Living', 'Electronics', 'Other']) {
      const res = await inject('POST', '/api/sellers/register', registration({ storeCategory, website: '' }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('refuses an e-mail that already has an account, and a brand name another brand has', async () => {
    const existing = await createBuyer(t.database.db);
    const taken = await inject('POST', '/api/sellers/register', registration({ email: existing.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Email is already in use');

    await inject('POST', '/api/sellers/register', registration({ brandName: 'Lawn House' }));
    const clash = await inject('POST', '/api/sellers/register', registration({ brandName: 'LAWN  house' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('A brand with this name already exists. Please choose another name.');
  });
});

describe('POST /api/sellers/login', () => {
  it('signs a seller in, pending ones too (flagged as pending)', async () => {
    const { user } = await createSellerWithBrand(t.database.db, 'pending');
    const res = await inject('POST', '/api/sellers/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, isSeller: true, sellerStatus: 'pending', isPending: true });
    expect((await inject('GET', '/api/seller/profile', undefined, cookieOf(res))).statusCode).toBe(200);
  });

  it('tells a buyer to register as a seller first, only after the right password', async () => {
    const buyer = await createBuyer(t.database.db);
    const res = await inject('POST', '/api/sellers/login', { email: buyer.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Seller account not found. Please register as a seller first.');
    const wrong = await inject('POST', '/api/sellers/login', { email: buyer.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    const unknown = await inject('POST', '/api/sellers/login', { email: 'nobody@example.pk', password: 'whatever1' });
    expect(unknown.json().error.message).toBe('Invalid email or password');
  });

  it('refuses a blocked seller and a blocked account', async () => {
    const { user } = await createSellerWithBrand(t.database.db, 'blocked');
    const res = await inject('POST', '/api/sellers/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your account has been blocked. Please contact support.');
    const blocked = await createSellerWithBrand(t.database.db, 'approved', { user: { status: 'blocked' } });
    const refused = await inject('POST', '/api/sellers/login', { email: blocked.user.email, password: TEST_PASSWORD });
    expect(refused.json().error.message).toBe('Your account has been blocked. Please contact support.');
  });
});

describe('PUT /api/seller/profile', () => {
  it('updates the brand settings and the brand row, and moves the brand page and products to the new name', async () => {
    const db = t.database.db;
    const { user, brand, cookie } = await createSellerWithBrand(db, 'approved', { brandName: 'Old Name' });
    const category = await createCategory(db, { name: 'Men', slug: 'men' });
    const product = await createProduct(
      db,
      { category, brand },
      { sellerId: user.id, source: 'seller', website: brand.slug, brandName: 'Old Name' },
    );

    const logo = await t.app.inject({
      method: 'POST',
      url: '/api/seller/uploads',
      ...withCookie(multipartFile(await pngImage(300, 300), 'logo.png', 'image/png'), cookie),
    });
    expect(logo.statusCode).toBe(201);
    const res = await inject(
      'PUT',
      '/api/seller/profile',
      {
        brandName: 'New Name',
        businessDescription: 'Now with shoes',
        storeCategory: 'Footwear',
        website: 'https://new-name.pk',
        logo: logo.json().data.gridUrl,
      },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      brandName: 'New Name',
      brandSlug: 'new-name',
      storeCategory: 'Footwear',
      logo: logo.json().data.gridUrl,
    });

    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row).toMatchObject({
      slug: 'new-name',
      name: 'New Name',
      description: 'Now with shoes',
      logo: logo.json().data.gridUrl,
      websiteValue: 'new-name',
    });
    const [moved] = await db.select().from(products).where(eq(products.id, product.id));
    expect(moved).toMatchObject({ website: 'new-name', brandName: 'New Name' });
    expect(moved!.searchText).toContain('new name');

    const page = await inject('GET', '/api/brands/new-name/products');
    expect(page.json().data.brand).toMatchObject({ name: 'New Name', logo: logo.json().data.gridUrl });
    expect(page.json().data.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it("keeps a renamed brand's old addresses moving to its page, until another brand takes one", async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: 'Lawn', slug: 'lawn-suits' });
    // a brand page is shown while the brand has a product on sale
    const withProduct = async (brandName: string) => {
      const seller = await createSellerWithBrand(db, 'approved', { brandName });
      await createProduct(
        db,
        { category, brand: seller.brand },
        { sellerId: seller.user.id, source: 'seller', website: seller.brand.slug, brandName },
      );
      return seller;
    };
    const { cookie } = await withProduct('Lawn Lane');
    const rename = async (brandName: string, as = cookie) =>
      inject('PUT', '/api/seller/profile', { brandName, businessDescription: 'x', storeCategory: 'Other' }, as);
    const brandAt = async (slug: string) => (await inject('GET', `/api/brands/${slug}/products`)).json().data.brand;

    expect((await rename('Lawn Street')).statusCode).toBe(200);
    expect(await brandAt('lawn-lane')).toMatchObject({ slug: 'lawn-street', name: 'Lawn Street' });
    expect((await rename('Lawn Road')).statusCode).toBe(200);
    expect(await brandAt('lawn-lane')).toMatchObject({ slug: 'lawn-road' });
    expect(await brandAt('lawn-street')).toMatchObject({ slug: 'lawn-road' });
    expect(await brandAt('lawn-road')).toMatchObject({ slug: 'lawn-road' });

    // Back to a name it had: that address is its own again, not a move to itself.
    expect((await rename('Lawn Lane')).statusCode).toBe(200);
    expect(await brandAt('lawn-lane')).toMatchObject({ slug: 'lawn-lane' });
    expect(await brandAt('lawn-road')).toMatchObject({ slug: 'lawn-lane' });

    // Another seller's brand takes an old name: the address is that brand's page from then on.
    const other = await withProduct('Other Lawn');
    expect((await rename('Lawn Street', other.cookie)).statusCode).toBe(200);
    expect(await brandAt('lawn-street')).toMatchObject({ slug: 'lawn-street', name: 'Lawn Street' });
    expect(await brandAt('lawn-road')).toMatchObject({ slug: 'lawn-lane' });
  });

  it('refuses a logo that is not an upload, and a pending seller', async () => {
    const { cookie } = await createSellerWithBrand(t.database.db, 'approved');
    const body = {
      brandName: 'Some Brand X',
      businessDescription: 'x',
      storeCategory: 'Other',
      logo: 'https://evil.example/logo.svg',
    };
    const bad = await inject('PUT', '/api/seller/profile', body, cookie);
    expect(bad.statusCode).toBe(400);
    const pending = await createSellerWithBrand(t.database.db, 'pending');
    const refused = await inject('PUT', '/api/seller/profile', { ...body, logo: '' }, pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your seller account is pending approval');
  });
});

describe('setSellerStatus and payouts recorded by hand (called by the admin area)', () => {
  it('approves a seller, e-mails them once, audits, and lets them work at once', async () => {
    const db = t.database.db;
    const admin = await createAdmin(db);
    const { user, cookie } = await createSellerWithBrand(db, 'pending');
    expect((await inject('GET', '/api/seller/orders', undefined, cookie)).statusCode).toBe(403);

    const result = await db.transaction((tx) =>
      setSellerStatus(tx, user.id, 'approved', admin.id, { publicUrl: 'https://onsale.pk' }),
    );
    expect(result).toEqual({ before: 'pending', after: 'approved' });
    await db.transaction((tx) => setSellerStatus(tx, user.id, 'approved', admin.id));
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'seller-approved' });
    expect(mails[0]!.text).toContain('https://onsale.pk/seller');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'seller.status')));
    expect(audit).toMatchObject({ actorId: admin.id, before: { status: 'pending' }, after: { status: 'approved' } });
    expect((await inject('GET', '/api/seller/orders', undefined, cookie)).statusCode).toBe(200);

    await db.transaction((tx) => setSellerStatus(tx, user.id, 'rejected', admin.id));
    const [rejected] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(rejected).toMatchObject({ kind: 'seller-rejected' });
    const [profile] = await db
      .select({ status: sellerProfiles.status })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, user.id));
    expect(profile!.status).toBe('rejected');
    await expect(db.transaction((tx) => setSellerStatus(tx, admin.id, 'approved', admin.id))).rejects.toThrow(
      'Seller profile not found',
    );
  });

  it('records a payout up to the balance and shows it in the earnings', async () => {
    const db = t.database.db;
    const admin = await createAdmin(db);
    const buyer = await createBuyer(db);
    const { user, cookie } = await createSellerWithBrand(db, 'approved');
    // Delivered past the return window, with a Rs. 400 share of OnSale's coupon: OnSale's cost, not the seller's.
    await createSellerOrder(db, buyer, user.id, [{ productId: null, name: 'Kurta', price: 200_000, quantity: 1 }], {
      status: 'delivered',
      commissionRateBp: 1000,
      discount: 40_000,
      deliveredAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });

    const adminCookie = await sessionCookie(db, admin.id);
    const pay = (payload: object) => inject('POST', `/api/admin/sellers/${user.id}/payouts`, payload, adminCookie);
    const tooMuch = await pay({ amount: 209_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toContain('more than the seller');
    expect((await pay({ amount: 0 })).statusCode).toBe(400);
    const payout = await pay({ amount: 100_000, note: 'Bank transfer' });
    expect(payout.statusCode).toBe(201);
    expect(payout.json().data.totals).toMatchObject({ paidOut: 100_000, balance: 109_000 });

    // The item at Rs. 2,000 and its Rs. 250 of shipping, less 10% of the Rs. 1,600 the shopper paid for it.
    const earnings = (await inject('GET', '/api/seller/earnings', undefined, cookie)).json().data;
    expect(earnings.totals).toEqual({
      gross: 200_000,
      shipping: 25_000,
      commission: 16_000,
      net: 209_000,
      adjustments: 0,
      paidOut: 100_000,
      balance: 109_000,
      onHold: 0,
      payable: 109_000,
    });
    expect(earnings.rules[0]).toContain("OnSale's coupons are paid by OnSale");

    // A sale delivered today is on hold until its return window has passed: it cannot be paid yet.
    await createSellerOrder(db, buyer, user.id, [{ productId: null, name: 'Shawl', price: 100_000, quantity: 1 }], {
      status: 'delivered',
      commissionRateBp: 1000,
    });
    const held = (await inject('GET', '/api/seller/earnings', undefined, cookie)).json().data;
    expect(held.totals).toMatchObject({ onHold: 115_000, balance: 224_000, payable: 109_000 });
    expect(held.ledger[0]).toMatchObject({ onHold: true, gross: 100_000, shipping: 25_000, commission: 10_000 });
    expect((await pay({ amount: 109_001 })).json().error.message).toContain(
      "more than the seller's payable balance of Rs. 1,090",
    );
    expect(earnings.payouts).toMatchObject([{ amount: 100_000, note: 'Bank transfer', status: 'paid' }]);
  });
});

function withCookie(body: { payload: Buffer; headers: Record<string, string> }, cookie: string) {
  return { payload: body.payload, headers: { ...body.headers, cookie } };
}
