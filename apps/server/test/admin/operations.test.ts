import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, outbox, products } from '../../src/db/schema';
import { enqueueEmail } from '../../src/modules/mail/outbox.repository';
import { caller, createAdmin, createBuyer, createSeller, sessionCookie, TEST_PASSWORD } from '../support/accounts';
import { createOrder } from '../support/orders';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { statusChange } from '../support/status-change';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
});
afterAll(() => t.close());

const audits = async (entityId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id)).map(
    (a) => a.action,
  );

describe('buyers', () => {
  it('lists and searches buyers (not admins)', async () => {
    await createBuyer(t.database.db, { firstName: 'Zainab', lastName: 'Qureshi', email: 'zainab@example.pk' });
    const res = (await asAdmin('GET', '/api/admin/users?q=zainab')).json();
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({ email: 'zainab@example.pk', status: 'active', isSeller: false, orders: 0 });
    expect((await asAdmin('GET', '/api/admin/users?q=zainab%20qureshi')).json().total).toBe(1);
    expect((await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(admin.email)}`)).json().total).toBe(0);
  });

  it('blocks a buyer: their next request is signed out and they cannot sign in; unblocking lets them back', async () => {
    const buyer = await createBuyer(t.database.db);
    const asBuyer = caller(t, await sessionCookie(t.database.db, buyer.id));
    expect((await asBuyer('GET', '/api/me')).statusCode).toBe(200);

    const res = await asAdmin('PUT', `/api/admin/users/${buyer.id}/status`, { status: 'blocked' });
    expect(res.json().data).toEqual({ id: buyer.id, status: 'blocked' });
    expect((await asBuyer('GET', '/api/me')).statusCode).toBe(401);
    const login = await caller(t)('POST', '/api/auth/login', { email: buyer.email, password: TEST_PASSWORD });
    expect(login.json().error.message).toBe('Your account has been blocked. Please contact support.');

    await asAdmin('PUT', `/api/admin/users/${buyer.id}/status`, { status: 'active' });
    expect(
      (await caller(t)('POST', '/api/auth/login', { email: buyer.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await audits(buyer.id)).toEqual(['user.block', 'user.unblock']);
    expect((await asAdmin('PUT', `/api/admin/users/${admin.id}/status`, { status: 'blocked' })).statusCode).toBe(409);
  });
});

describe('sellers', () => {
  it('lists by status, approves with an e-mail, blocks and unblocks, refuses impossible steps', async () => {
    const seller = await createSeller(t.database.db, 'pending');
    expect(
      (await asAdmin('GET', '/api/admin/sellers?status=pending')).json().data.map((s: { userId: string }) => s.userId),
    ).toContain(seller.id);
    expect((await asAdmin('GET', '/api/admin/attention')).json().data).toMatchObject({ pendingSellers: 1 });

    const approved = await asAdmin('POST', `/api/admin/sellers/${seller.id}/status`, { action: 'approve' });
    expect(approved.json().data.status).toBe('approved');
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, seller.email));
    expect(mail).toMatchObject({ kind: 'seller-approved' });

    expect(
      (await asAdmin('POST', `/api/admin/sellers/${seller.id}/status`, { action: 'reject' })).json().error.message,
    ).toBe('Only a pending seller can be rejected');
    expect(
      (
        await asAdmin('POST', `/api/admin/sellers/${seller.id}/status`, {
          action: 'block',
          reason: 'Counterfeit goods',
        })
      ).json().data.status,
    ).toBe('blocked');
    const blockedMail = (
      await t.database.db.select().from(outbox).where(eq(outbox.recipient, seller.email)).orderBy(desc(outbox.id))
    )[0]!;
    expect(blockedMail.kind).toBe('seller-blocked');
    expect(blockedMail.text).toContain('Reason: Counterfeit goods');
    expect(
      (await asAdmin('POST', `/api/admin/sellers/${seller.id}/status`, { action: 'unblock' })).json().data.status,
    ).toBe('approved');
    expect((await asAdmin('POST', `/api/admin/sellers/${seller.id}/status`, { action: 'promote' })).statusCode).toBe(
      400,
    );
  });

  it('sets the commission and records payouts against the balance payable now', async () => {
    const seller = await createSeller(t.database.db);
    const buyer = await createBuyer(t.database.db);
    // Delivered 40 days ago, past the 30-day return window: payable.
    await createOrder(t.database.db, buyer, [
      {
        sellerId: seller.id,
        status: 'delivered',
        deliveredAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
        commissionRateBp: 1000,
        items: [{ price: 100_000, quantity: 2 }],
      },
    ]);

    expect(
      (await asAdmin('PUT', `/api/admin/sellers/${seller.id}/commission`, { commissionRateBp: 1250 })).json().data
        .commissionRateBp,
    ).toBe(1250);
    expect(
      (await asAdmin('PUT', `/api/admin/sellers/${seller.id}/commission`, { commissionRateBp: 10_001 })).statusCode,
    ).toBe(400);
    const earnings = (await asAdmin('GET', `/api/admin/sellers/${seller.id}/earnings`)).json().data;
    // The items, and the Rs. 250 of shipping the seller pays the courier with, less 10% of the items.
    expect(earnings.totals).toEqual({
      gross: 200_000,
      shipping: 25_000,
      commission: 20_000,
      net: 205_000,
      adjustments: 0,
      paidOut: 0,
      balance: 205_000,
      onHold: 0,
      payable: 205_000,
    });

    const paid = await asAdmin('POST', `/api/admin/sellers/${seller.id}/payouts`, {
      amount: 50_000,
      note: 'Bank transfer',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.totals).toMatchObject({ paidOut: 50_000, balance: 155_000, payable: 155_000 });

    const tooMuch = await asAdmin('POST', `/api/admin/sellers/${seller.id}/payouts`, { amount: 155_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe("The payout is more than the seller's payable balance of Rs. 1,550");
  });
});

describe('orders', () => {
  it('lists orders with their seller orders, filters them, shows one and moves a seller order on', async () => {
    const db = t.database.db;
    const seller = await createSeller(db, 'approved', { brandName: 'Brand of Sneakers' });
    const buyer = await createBuyer(db, { email: 'hina@example.pk' });
    const category = await createCategory(db, { name: 'Footwear', slug: 'footwear' });
    const product = await createProduct(
      db,
      { category },
      { name: 'Sneakers', stock: 3, sellerId: seller.id, source: 'seller' },
    );
    const order = await createOrder(db, buyer, [
      { sellerId: seller.id, items: [{ productId: product.id, name: 'Sneakers', quantity: 2, price: 300_000 }] },
      { sellerId: null, items: [{ name: 'Imported scarf', price: 90_000 }] },
    ]);

    const all = (await asAdmin('GET', '/api/admin/orders?q=hina')).json();
    expect(all.total).toBe(1);
    expect(
      all.data[0].sellerOrders.map((p: { sellerName: string; status: string }) => [p.sellerName, p.status]),
    ).toEqual([
      [expect.stringMatching(/^Brand /), 'pending'],
      ['OnSale', 'pending'],
    ]);
    expect((await asAdmin('GET', `/api/admin/orders?sellerId=${seller.id}`)).json().total).toBe(1);
    expect((await asAdmin('GET', '/api/admin/orders?status=shipped')).json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/orders?from=2000-01-01&to=2000-01-02')).json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/orders?from=yesterday')).statusCode).toBe(400);

    const detail = (await asAdmin('GET', `/api/admin/orders/${order.id}`)).json().data;
    expect(detail.sellerOrders[0].items).toEqual([
      expect.objectContaining({ name: 'Sneakers', quantity: 2, total: 600_000 }),
    ]);
    const sellerPart = detail.sellerOrders[0].id;
    const marketplacePart = detail.sellerOrders[1].id;

    const shipped = await asAdmin('PUT', `/api/admin/seller-orders/${sellerPart}/status`, statusChange('shipped'));
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.message).toBe('A pending order can only be marked Processing or Cancelled');
    expect(
      (await asAdmin('PUT', `/api/admin/seller-orders/${sellerPart}/status`, { status: 'processing' })).json().data
        .sellerOrders[0].status,
    ).toBe('processing');
    expect((await asAdmin('GET', '/api/admin/orders?status=processing')).json().total).toBe(1);

    await asAdmin('PUT', `/api/admin/seller-orders/${sellerPart}/status`, {
      status: 'cancelled',
      reason: 'Fake order',
    });
    const [restocked] = await db.select().from(products).where(eq(products.id, product.id));
    expect(restocked!.stock).toBe(5);
    expect(
      (
        await asAdmin('PUT', `/api/admin/seller-orders/${sellerPart}/status`, {
          status: 'cancelled',
          reason: 'Fake order',
        })
      ).statusCode,
    ).toBe(409);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(5);

    expect(
      (await asAdmin('PUT', `/api/admin/seller-orders/${marketplacePart}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect(await audits(sellerPart)).toEqual(['seller_order.status', 'seller_order.status']);
    expect((await db.select().from(notifications).where(eq(notifications.userId, buyer.id))).length).toBe(3);
    expect((await db.select().from(outbox).where(eq(outbox.recipient, 'hina@example.pk'))).map((m) => m.kind)).toEqual([
      'order-processing',
      'order-cancelled',
      'order-processing',
    ]);
  });
});

describe('dashboard and analytics', () => {
  it('counts real things: orders today, revenue this week, products, pending sellers, low stock, failed e-mails', async () => {
    const db = t.database.db;
    await enqueueEmail(db, { kind: 'receipt', to: 'x@example.pk', subject: 'Receipt', text: 'x', html: 'x' });
    await db
      .update(outbox)
      .set({ status: 'failed', lastError: 'SMTP down' })
      .where(eq(outbox.recipient, 'x@example.pk'));
    const data = (await asAdmin('GET', '/api/admin/dashboard')).json().data;
    expect(data.ordersToday).toBe(2);
    expect(data.products).toBe(1);
    expect(data.lowStockProducts).toBe(1);
    expect(data.lowStock[0]).toMatchObject({ name: 'Sneakers', stock: 5 });
    expect(data.attention).toEqual({ pendingSellers: 0, failedEmails: 1, total: 1 });
    // the delivered Rs. 2,000 and the marketplace part's Rs. 900, without shipping, as analytics counts revenue; the cancelled part does not count
    expect(data.revenueThisWeek).toBe(200_000 + 90_000);
    expect(data.recentActivity[0]).toMatchObject({ actorEmail: admin.email, action: 'seller_order.status' });
  });

  it('draws its figures per day from the orders and accounts', async () => {
    const res = await asAdmin('GET', '/api/admin/analytics?days=7');
    const data = res.json().data;
    expect(data.revenuePerDay).toHaveLength(7);
    // the same parts as the dashboard's revenue, their shipping apart
    expect(data.revenuePerDay.at(-1)).toEqual({ day: expect.any(String), revenue: 200_000 + 90_000, orders: 2 });
    expect(data.shipping.current).toBe(50_000);
    expect(data.ordersByStatus).toEqual([
      { status: 'pending', count: 0 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
      { status: 'refused', count: 0 },
    ]);
    expect(data.topCategories).toEqual([]);
    expect(data.newAccountsPerDay.at(-1).buyers).toBeGreaterThan(3);
    expect((await asAdmin('GET', '/api/admin/analytics?days=3')).statusCode).toBe(400);
  });
});

describe('settings, profile and e-mails', () => {
  it('saves the shop settings and shows the public ones to the footer', async () => {
    const input = {
      shopName: 'OnSale.pk',
      supportEmail: 'help@onsale.pk',
      supportPhone: '+92 42 111 222 333',
      supportHours: 'Mon-Sat 10 AM-7 PM',
      defaultCommissionRateBp: 1200,
    };
    // The refused-parcels settings left out keep their values (the defaults here).
    expect((await asAdmin('PUT', '/api/admin/settings', input)).json().data).toEqual({
      ...input,
      codRefusalLimit: 2,
      codUnconfirmedMaxTotal: 0,
      codMaxOpenUnconfirmed: 0,
      confirmationPolicy: 'new_shoppers',
      confirmationAboveAmount: 1_000_000,
      confirmationHours: 48,
      returnWindowDays: 30,
      finalSaleCategories: [],
      shippingKeptBy: 'seller',
    });
    const longer = await asAdmin('PUT', '/api/admin/settings', { ...input, returnWindowDays: 14 });
    expect(longer.json().data.returnWindowDays).toBe(14);
    const tooLong = await asAdmin('PUT', '/api/admin/settings', { ...input, returnWindowDays: 400 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.returnWindowDays).toBe('Return window must be at most 365 days');
    expect((await caller(t)('GET', '/api/settings/public')).json().data).toEqual({
      shopName: 'OnSale.pk',
      supportEmail: 'help@onsale.pk',
      supportPhone: '+92 42 111 222 333',
      supportHours: 'Mon-Sat 10 AM-7 PM',
    });
    expect((await asAdmin('PUT', '/api/admin/settings', { ...input, supportEmail: 'nope' })).json().error.message).toBe(
      'Support e-mail must be a valid e-mail address',
    );

    // A seller who registers from now on starts at the new default rate.
    const registered = await caller(t)('POST', '/api/sellers/register', {
      firstName: 'Sana',
      lastName: 'Mir',
      email: 'sana.mir@example.pk',
      phone: '03001234567',
      address: '12 Gulberg, Lahore',
      brandName: 'Mir Threads',
      businessDescription: 'Hand-block prints',
      storeCategory: 'Clothing & Apparel',
      password: 'block-print-26',
      confirmPassword: 'block-print-26',
    });
    expect(registered.statusCode).toBe(201);
    const listed = (await asAdmin('GET', '/api/admin/sellers?status=pending'))
      .json()
      .data.find((s: { brandName: string }) => s.brandName === 'Mir Threads');
    expect(listed.commissionRateBp).toBe(1200);
  });

  it('changes the admin’s own name and password, ending the other sessions', async () => {
    const other = await createAdmin(t.database.db);
    const first = caller(t, await sessionCookie(t.database.db, other.id));
    const loginCookie = await sessionCookie(t.database.db, other.id);
    expect(
      (await first('PUT', '/api/admin/profile', { firstName: 'Ayesha', lastName: 'Khan' })).json().data,
    ).toMatchObject({ firstName: 'Ayesha', lastName: 'Khan' });
    expect(
      (
        await first('PUT', '/api/admin/profile/password', {
          currentPassword: 'wrong',
          newPassword: 'new-secret-1',
          confirmPassword: 'new-secret-1',
        })
      ).json().error.message,
    ).toBe('Current password is not correct');
    expect(
      (
        await first('PUT', '/api/admin/profile/password', {
          currentPassword: TEST_PASSWORD,
          newPassword: 'new-secret-1',
          confirmPassword: 'other',
        })
      ).json().error.message,
    ).toBe('Passwords do not match');
    const changed = await first('PUT', '/api/admin/profile/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await caller(t, loginCookie)('GET', '/api/admin/me')).statusCode).toBe(401);
    const fresh = changed.cookies.find((c) => c.name === 'onsale_session')!;
    expect((await caller(t, `onsale_session=${fresh.value}`)('GET', '/api/admin/me')).json().data.firstName).toBe(
      'Ayesha',
    );
    expect(
      (await caller(t)('POST', '/api/admin/auth/login', { email: other.email, password: 'new-secret-1' })).statusCode,
    ).toBe(200);
  });

  it('lists the outbox and puts a failed e-mail back in the queue', async () => {
    const failed = (await asAdmin('GET', '/api/admin/emails?status=failed')).json();
    expect(failed.total).toBe(1);
    expect(failed.data[0]).toMatchObject({ recipient: 'x@example.pk', status: 'failed', lastError: 'SMTP down' });
    const retried = await asAdmin('POST', `/api/admin/emails/${failed.data[0].id}/retry`);
    expect(retried.json().data).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await asAdmin('POST', `/api/admin/emails/${failed.data[0].id}/retry`)).json().error.message).toBe(
      'This e-mail is already waiting to be sent',
    );
    expect((await asAdmin('GET', '/api/admin/attention')).json().data.failedEmails).toBe(0);
  });
});
