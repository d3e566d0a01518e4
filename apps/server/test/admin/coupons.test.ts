import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { caller, createAdmin, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const women = await createCategory(t.database.db, { name: 'Women', slug: 'women' });
  productId = (
    await createProduct(
      t.database.db,
      { category: women },
      { name: 'Lawn Suit', price: 100_000, stock: 100, sizes: [], colors: [] },
    )
  ).id;
  asAdmin = caller(t, await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id));
});
afterAll(() => t.close());

const couponOf = async (code: string) =>
  (await asAdmin('GET', '/api/admin/coupons')).json().data.find((coupon: { code: string }) => coupon.code === code);
let orderCounter = 0;
const orderWith = (coupon: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(`limits${++orderCounter}@example.pk`, [{ product_id: productId, quantity: 1 }], {
      phone: `0302 ${1_000_000 + orderCounter}`,
      coupon,
    }),
  });

describe('coupon use limits', () => {
  it('lists ONSALENOW20 with one use per shopper, no limit in all and its uses', async () => {
    expect(await couponOf('ONSALENOW20')).toMatchObject({
      percent: 20,
      active: true,
      maxUses: null,
      maxUsesPerShopper: 1,
      uses: 0,
    });
  });

  it('adds a coupon with limits, or without any when they are left out', async () => {
    const created = await asAdmin('POST', '/api/admin/coupons', {
      code: 'eid25',
      percent: 25,
      maxUses: 100,
      maxUsesPerShopper: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'EID25', maxUses: 100, maxUsesPerShopper: 2, uses: 0 });
    expect((await asAdmin('POST', '/api/admin/coupons', { code: 'OPEN10', percent: 10 })).json().data).toMatchObject({
      maxUses: null,
      maxUsesPerShopper: null,
    });
  });

  it('changes the limits, keeps those left out, and clears them with null', async () => {
    const put = (body: object) => asAdmin('PUT', '/api/admin/coupons/eid25', { percent: 25, active: true, ...body });
    expect((await put({ maxUses: 50 })).json().data).toMatchObject({ maxUses: 50, maxUsesPerShopper: 2 });
    expect((await put({})).json().data).toMatchObject({ maxUses: 50, maxUsesPerShopper: 2 });
    expect((await put({ maxUses: null, maxUsesPerShopper: null })).json().data).toMatchObject({
      maxUses: null,
      maxUsesPerShopper: null,
    });
    const audit = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'coupon.update',
      before: { maxUses: 50, maxUsesPerShopper: 2 },
      after: { maxUses: null, maxUsesPerShopper: null },
    });
  });

  it('answers 400 naming the field for a limit that is not a whole number from 1', async () => {
    const total = 'Total uses must be a whole number from 1 to 1000000, or empty for no limit';
    const perShopper = 'Uses per shopper must be a whole number from 1 to 1000000, or empty for no limit';
    for (const [body, field, message] of [
      [{ maxUses: 0 }, 'maxUses', total],
      [{ maxUses: -3 }, 'maxUses', total],
      [{ maxUses: 2.5 }, 'maxUses', total],
      [{ maxUses: '10' }, 'maxUses', total],
      [{ maxUses: 3_000_000_000 }, 'maxUses', total],
      [{ maxUsesPerShopper: 0 }, 'maxUsesPerShopper', perShopper],
      [{ maxUsesPerShopper: 'one' }, 'maxUsesPerShopper', perShopper],
    ] as const) {
      for (const res of [
        await asAdmin('PUT', '/api/admin/coupons/EID25', { percent: 25, active: true, ...body }),
        await asAdmin('POST', '/api/admin/coupons', { code: 'BADLIMIT', percent: 5, ...body }),
      ]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.fields).toEqual({ [field]: message });
      }
    }
    expect(await couponOf('BADLIMIT')).toBeUndefined();
  });

  it('counts the uses the admin sees, and keeps the limit in all from going below them', async () => {
    for (let i = 0; i < 3; i++) expect((await orderWith('EID25')).statusCode).toBe(201);
    expect(await couponOf('EID25')).toMatchObject({ uses: 3 });
    const lower = await asAdmin('PUT', '/api/admin/coupons/EID25', { percent: 25, active: true, maxUses: 2 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields).toEqual({ maxUses: 'Total uses cannot be below the 3 uses so far' });
    expect(
      (await asAdmin('PUT', '/api/admin/coupons/EID25', { percent: 25, active: true, maxUses: 3 })).json().data,
    ).toMatchObject({ maxUses: 3, uses: 3 });
    expect((await orderWith('EID25')).statusCode).toBe(409);
  });
});
