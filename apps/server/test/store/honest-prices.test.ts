import { honestPrice } from '@onsale/core/honest-price';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background-jobs';
import { writeDemoPriceHistory } from '../../src/modules/prices/price-rule.repository';
import { priceHistory, products } from '../../src/db/schema';
import type { JobRunner } from '../../src/modules/jobs/job-runner';
import { caller, createAdmin, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { multipartFile, pngImage } from '../support/uploads';
import { createCategory, createProduct } from '../support/catalogue';
import { productFeedCsv } from '../support/feeds';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let runner: JobRunner;
let women: Awaited<ReturnType<typeof createCategory>>;
let asAdmin: ReturnType<typeof caller>;
const visitor = () => caller(t);

const historyOf = (productId: string) =>
  t.database.db
    .select({ price: priceHistory.price, originalPrice: priceHistory.originalPrice, source: priceHistory.source })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(asc(priceHistory.at), asc(priceHistory.id));

/** Writes a back-dated history (days ago → price, original) for a product and lets the rule read it. */
async function withHistory(productId: string, points: [number, number, number | null][]) {
  const db = t.database.db;
  await db.delete(priceHistory).where(eq(priceHistory.productId, productId));
  for (const [daysAgo, price, originalPrice] of points) {
    await db.insert(priceHistory).values({
      productId,
      at: sql`now() - make_interval(secs => ${daysAgo * 86_400})`,
      price,
      originalPrice,
      source: 'demo',
    });
  }
  await db.execute(sql`select reapply_honest_prices(array[${productId}]::uuid[])`);
  t.app.catalogue.changed();
}

/** A product's honest-price figures as the database keeps them, beside what the rule in core gives for its stored history. */
async function keptAndComputed(productId: string) {
  const db = t.database.db;
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  const history = await db.select().from(priceHistory).where(eq(priceHistory.productId, productId));
  const core = honestPrice({
    history: history.map((r) => ({ at: r.at.getTime(), price: r.price, originalPrice: r.originalPrice })),
    price: row!.price,
    originalPrice: row!.originalPrice,
    claimedDiscountPercent: row!.claimedDiscountPercent,
    at: Date.now(),
    minDays: 7,
  });
  return {
    name: row!.name,
    history,
    kept: {
      shown: row!.shownOriginalPrice,
      percent: row!.discountPercent,
      lowest: row!.lowestPrice30d,
      days: row!.originalChargedDays,
      correction: row!.discountCorrection,
    },
    computed: {
      shown: core.shownOriginalPrice,
      percent: core.shownDiscountPercent,
      lowest: core.lowestPrice30d,
      days: core.originalChargedDays,
      correction: core.correction,
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  women = await createCategory(db, { name: 'Women', slug: 'women' });
  await createCategory(db, { name: 'Footwear', slug: 'footwear' });
  const admin = await createAdmin(db);
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
  runner = createBackgroundJobs(t.app, { pollMs: 50 });
  await runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the honest discount on the storefront', () => {
  it('shows a discount whose original price was charged, and shows a raise just before the sale from the lowest earlier price', async () => {
    const honest = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Honest lawn', price: 200_000, originalPrice: 300_000 },
    );
    const raised = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Raised lawn', price: 200_000, originalPrice: 300_000, originalChargedDays: 0 },
    );
    // Rs. 2,190 for two months, Rs. 3,000 for two days, then "33% off" at Rs. 2,000
    await withHistory(raised.id, [
      [60, 219_000, null],
      [5, 300_000, null],
      [3, 200_000, 300_000],
    ]);

    const page = (await visitor()('GET', `/api/products/${raised.slug}`)).json().data;
    expect(page).toMatchObject({
      price: 200_000,
      originalPrice: 219_000,
      discountPercent: 9,
      onSale: true,
      lowestPrice30d: 219_000,
      claimedOriginalPrice: 300_000,
      claimedDiscountPercent: 33,
      discountCorrected: true,
    });
    const honestPage = (await visitor()('GET', `/api/products/${honest.slug}`)).json().data;
    expect(honestPage).toMatchObject({
      originalPrice: 300_000,
      discountPercent: 33,
      lowestPrice30d: 300_000,
      discountCorrected: false,
    });

    const top = (await visitor()('GET', '/api/products/top-discounted'))
      .json()
      .data.map((p: { name: string; discountPercent: number }) => [p.name, p.discountPercent]);
    expect(top).toEqual([
      ['Honest lawn', 33],
      ['Raised lawn', 9],
    ]);
    const category = (await visitor()('GET', '/api/categories/women?minDiscount=20'))
      .json()
      .data.products.map((p: { name: string }) => p.name);
    expect(category).toEqual(['Honest lawn']);
  });

  it('gives no badge and no place in top discounts to a claim never charged, and the database agrees with the core rule', async () => {
    const fresh = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Brand new kurta', price: 100_000, originalPrice: 150_000, originalChargedDays: 0 },
    );
    const card = (await visitor()('GET', '/api/search?q=brand%20new%20kurta')).json();
    expect(card.total).toBe(0); // search lists products on sale only
    const page = (await visitor()('GET', `/api/products/${fresh.slug}`)).json().data;
    expect(page).toMatchObject({
      originalPrice: null,
      discountPercent: 0,
      onSale: false,
      lowestPrice30d: null,
      discountCorrected: true,
      claimedOriginalPrice: 150_000,
    });
    expect(
      (await visitor()('GET', '/api/products/top-discounted')).json().data.map((p: { name: string }) => p.name),
    ).not.toContain('Brand new kurta');

    // the same histories through the rule in core give the figures the database keeps
    const { kept, computed } = await keptAndComputed(fresh.id);
    expect(kept).toEqual(computed);
  });

  it('answers the public chart of 90 days, and 404 for an unknown product', async () => {
    const product = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Charted shawl', price: 150_000, originalPrice: null },
    );
    await withHistory(product.id, [
      [120, 180_000, null],
      [40, 160_000, null],
      [10, 150_000, null],
    ]);
    const res = await visitor()('GET', `/api/products/${product.slug}/price-history`);
    expect(res.statusCode, res.body).toBe(200);
    const { points, lowestPrice30d } = res.json().data;
    expect(points.map((p: { price: number }) => p.price)).toEqual([180_000, 160_000, 150_000]);
    expect(Date.now() - Date.parse(points[0].at)).toBeLessThan(90 * 86_400_000 + 60_000);
    expect(lowestPrice30d).toBe(160_000);
    expect(points[0]).not.toHaveProperty('source');
    expect((await visitor()('GET', '/api/products/no-such-product/price-history')).statusCode).toBe(404);
  });
});

describe('the demo history', () => {
  it('gives products without a past 90 days of prices, and the database shows what the core rule shows for each', async () => {
    const made = [];
    for (let i = 0; i < 30; i++) {
      made.push(
        await createProduct(
          t.database.db,
          { category: women },
          {
            name: `Demo piece ${i}`,
            price: 100_000 + i * 1_000,
            originalPrice: i % 3 === 0 ? null : 180_000,
            originalChargedDays: 0,
          },
        ),
      );
    }
    await writeDemoPriceHistory(t.database.db);
    for (const made1 of made) {
      const { name, history: rows, kept, computed } = await keptAndComputed(made1.id);
      // One row per change over 90 days (and the product's own first row), not one a day.
      const oldest = Math.min(...rows.map((r) => r.at.getTime()));
      expect(Date.now() - oldest).toBeGreaterThan(89 * 24 * 3600_000);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThan(60);
      expect(kept, name).toEqual(computed);
    }
  });
});

describe('every price change is recorded with who made it, in its transaction', () => {
  it('records a seller saving a new price, and shows the seller why the discount is corrected; another seller sees 404', async () => {
    const seller = await createSellerWithBrand(t.database.db, 'approved', { brandName: 'Khaadi Test' });
    const other = await createSellerWithBrand(t.database.db, 'approved', { brandName: 'Other Test' });
    const upload = multipartFile(await pngImage(200, 150), 'photo.png', 'image/png');
    const image = (
      await t.app.inject({
        method: 'POST',
        url: '/api/seller/uploads',
        payload: upload.payload,
        headers: { ...upload.headers, cookie: seller.cookie },
      })
    ).json().data.url;
    const asSeller = caller(t, seller.cookie);
    const created = await asSeller('POST', '/api/seller/products', {
      name: 'Seller lawn',
      category: 'women',
      price: 300_000,
      originalPrice: 500_000,
      image,
      stock: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({ discountPercent: 40, originalPrice: 500_000 }); // the seller's form keeps the claim
    // The answer to the save says what shoppers see of it, and what makes the stated discount show.
    expect(product).toMatchObject({
      shownDiscountPercent: 0,
      shownOriginalPrice: null,
      discountNote:
        'The original price Rs. 5,000 was not charged in the 30 days before this price, so shoppers see no discount. Shoppers will see 40% off Rs. 5,000 once Rs. 5,000 has been charged on 7 of the 30 days before the sale price: charge Rs. 5,000 for 7 days, then lower the price.',
    });

    const saved = await asSeller('PUT', `/api/seller/products/${product.id}`, {
      name: 'Seller lawn',
      category: 'women',
      price: 280_000,
      originalPrice: 500_000,
      image,
      version: product.version,
      stockChange: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      discountPercent: 44,
      shownDiscountPercent: 7,
      shownOriginalPrice: 300_000,
    });
    expect(saved.json().data.discountNote).toMatch(
      /^The original price Rs\. 5,000 was not charged .* so shoppers see 7% off Rs\. 3,000, the lowest earlier price\. Shoppers will see 44% off Rs\. 5,000 once/,
    );
    // The list says it too, and a product shown as stated has no note.
    const listed = (await asSeller('GET', '/api/seller/products')).json().data;
    expect(listed.find((p: { id: string }) => p.id === product.id)).toMatchObject({ shownDiscountPercent: 7 });
    expect(await historyOf(product.id)).toEqual([
      { price: 300_000, originalPrice: 500_000, source: 'seller' },
      { price: 280_000, originalPrice: 500_000, source: 'seller' },
    ]);

    const own = await asSeller('GET', `/api/seller/products/${product.id}/price-history`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.points.map((p: { source: string }) => p.source)).toEqual(['seller', 'seller']);
    expect(own.json().data.honestDiscount).toMatchObject({
      claimedOriginalPrice: 500_000,
      claimedDiscountPercent: 44,
      shownOriginalPrice: 300_000,
      shownDiscountPercent: 7,
      correction: 'never-charged',
      reason:
        'The original price Rs. 5,000 was not charged in the 30 days before this price, so shoppers see 7% off Rs. 3,000, the lowest earlier price.',
    });
    expect((await caller(t, other.cookie)('GET', `/api/seller/products/${product.id}/price-history`)).statusCode).toBe(
      404,
    );
    expect((await visitor()('GET', `/api/seller/products/${product.id}/price-history`)).statusCode).toBe(401);
  });

  it('records an admin saving a new price, and lists the corrected product for the admin', async () => {
    const product = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Admin shawl', price: 100_000, originalPrice: 150_000 },
    );
    const version = (await asAdmin('GET', `/api/admin/products/${product.id}`)).json().data.version;
    const saved = await asAdmin('PUT', `/api/admin/products/${product.id}`, {
      name: 'Admin shawl',
      brand: 'Unbranded',
      price: 90_000,
      originalPrice: 200_000,
      category: 'women',
      version,
      stockChange: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await historyOf(product.id)).slice(-1)).toEqual([
      { price: 90_000, originalPrice: 200_000, source: 'admin' },
    ]);

    const history = (await asAdmin('GET', `/api/admin/products/${product.id}/price-history`)).json().data;
    // Rs. 1,500 was never charged as Rs. 2,000; the lowest earlier price is the Rs. 1,000 of just before
    expect(history.honestDiscount).toMatchObject({
      correction: 'never-charged',
      shownOriginalPrice: 100_000,
      shownDiscountPercent: 10,
      lowestPrice30d: 100_000,
    });
    const corrections = (await asAdmin('GET', '/api/admin/products/discount-corrections')).json();
    expect(corrections.data.map((p: { name: string }) => p.name)).toContain('Admin shawl');
    expect(corrections.total).toBe(corrections.data.length);
    // The dashboard counts them.
    expect((await asAdmin('GET', '/api/admin/dashboard')).json().data.correctedDiscounts).toBe(corrections.total);
    expect((await caller(t)('GET', '/api/admin/products/discount-corrections')).statusCode).toBe(401);
  });

  it('records an import and a re-import as the import', async () => {
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/feeds?format=csv',
      headers: { cookie: await adminCookie(), 'content-type': 'application/octet-stream' },
      payload: productFeedCsv(1, { prefix: 'honest' }),
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const started = await asAdmin('POST', '/api/admin/imports/save', {
      feed: { id: feed.json().data.feedId },
      defaultStock: 3,
    });
    expect(started.statusCode, started.body).toBe(202);
    await waitForJob(started.json().data.id);
    const [imported] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.sourceUrl, 'https://shop.example.pk/honest/1'));
    expect(await historyOf(imported!.id)).toEqual([{ price: 299_900, originalPrice: 450_000, source: 'import' }]);
    expect(imported).toMatchObject({
      discountPercent: 0,
      onSale: false,
      discountCorrection: 'never-charged',
      claimedDiscountPercent: 33,
    });
  });

  it('writes nothing when the change is rolled back', async () => {
    const product = await createProduct(
      t.database.db,
      { category: women },
      { name: 'Rolled back', price: 100_000, originalPrice: null },
    );
    const before = await historyOf(product.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(products).set({ price: 80_000 }).where(eq(products.id, product.id));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await historyOf(product.id)).toEqual(before);
  });
});

let adminCookieValue: string | undefined;
async function adminCookie() {
  if (!adminCookieValue) adminCookieValue = await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id);
  return adminCookieValue;
}

async function waitForJob(id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await asAdmin('GET', `/api/admin/imports/jobs/${id}`)).json().data;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
