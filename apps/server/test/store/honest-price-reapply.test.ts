import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background-jobs';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { jobs, priceHistory, products } from '../../src/db/schema';
import type { CatalogueChange } from '../../src/modules/catalogue/catalogue-changes';
import { HONEST_PRICE_REAPPLY_JOB } from '../../src/modules/prices/honest-price-reapply-job';
import { applyPriceRule } from '../../src/modules/prices/price-rule.service';
import { caller } from '../support/accounts';
import { createCategory, createProduct } from '../support/catalogue';
import { onPostgres } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** A second node's own connections on PostgreSQL; the same database handle on PGlite. */
let other: DatabaseHandle;
const visitor = () => caller(t);

/** Products charged their original price for only 3 days before the sale: corrected under 7 days, honest under 2. */
const briefly: { id: string; slug: string }[] = [];
/** Products whose answer is the same under any rule: an original price charged 30 days, or no discount. */
const unaffected: { id: string; slug: string }[] = [];

const reapplyJobs = () =>
  t.database.db.select().from(jobs).where(eq(jobs.kind, HONEST_PRICE_REAPPLY_JOB)).orderBy(jobs.createdAt);

/** Every product's row version (xmin changes with any write of the row), updated_at and version. */
async function rowVersions(): Promise<Map<string, { xmin: string; updatedAt: string; version: number }>> {
  const rows = (await t.database.db.execute(
    sql`select id, xmin::text as xmin, updated_at::text as updated_at, version from products`,
  )) as unknown as { rows: { id: string; xmin: string; updated_at: string; version: number }[] };
  return new Map(rows.rows.map((r) => [r.id, { xmin: r.xmin, updatedAt: r.updated_at, version: r.version }]));
}

const shown = async (slug: string) => {
  const res = await visitor()('GET', `/api/products/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  const { discountPercent, originalPrice, discountCorrected } = res.json().data;
  return { discountPercent, originalPrice, discountCorrected };
};
const CORRECTED = { discountPercent: 9, originalPrice: 219_000, discountCorrected: true };
const CLAIMED = { discountPercent: 33, originalPrice: 300_000, discountCorrected: false };

beforeAll(async () => {
  t = await createTestApp();
  other = onPostgres() ? await openPostgres(t.database.url!, 5) : t.database;
  const db = t.database.db;
  const women = await createCategory(db, { name: 'Women', slug: 'women' });
  for (let i = 0; i < 3; i++) {
    const product = await createProduct(
      db,
      { category: women },
      { name: `Brief sale ${i}`, price: 200_000, originalPrice: 300_000, originalChargedDays: 0 },
    );
    // Rs. 2,190 for two months, Rs. 3,000 for three days, then "33% off" at Rs. 2,000.
    await db.delete(priceHistory).where(eq(priceHistory.productId, product.id));
    for (const [daysAgo, price, originalPrice] of [
      [60, 219_000, null],
      [3, 300_000, null],
      [0.01, 200_000, 300_000],
    ] as const) {
      await db.insert(priceHistory).values({
        productId: product.id,
        at: sql`now() - make_interval(secs => ${daysAgo * 86_400})`,
        price,
        originalPrice,
        source: 'demo',
      });
    }
    await db.execute(sql`select reapply_honest_prices(array[${product.id}]::uuid[])`);
    briefly.push(product);
  }
  for (let i = 0; i < 3; i++)
    unaffected.push(
      await createProduct(db, { category: women }, { name: `Long sale ${i}`, price: 100_000, originalPrice: 150_000 }),
    );
  unaffected.push(await createProduct(db, { category: women }, { name: 'Full price', originalPrice: null }));
});
afterAll(async () => {
  if (other && other !== t.database) await other.close();
  await t?.close();
});

describe('HONEST_PRICE_MIN_DAYS changed between two starts', () => {
  it('is written at once and queues one job, without pricing any product during the start', async () => {
    for (const product of briefly) expect(await shown(product.slug)).toEqual(CORRECTED);
    const before = await rowVersions();

    expect(await applyPriceRule(t.database.db, 7)).toEqual({ changed: false });
    const started = Date.now();
    const first = await applyPriceRule(t.database.db, 2);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(first).toMatchObject({ changed: true, queued: true });

    const rule = (await t.database.db.execute(sql`select min_days from price_rule where id = 1`)) as unknown as {
      rows: { min_days: number }[];
    };
    expect(rule.rows[0]!.min_days).toBe(2);
    const queued = await reapplyJobs();
    expect(queued.map((job) => [job.id, job.status, job.startedAt])).toEqual([
      [first.changed && first.jobId, 'queued', null],
    ]);
    // No product was written by the start.
    expect(await rowVersions()).toEqual(before);
    for (const product of briefly) expect(await shown(product.slug)).toEqual(CORRECTED);
  });

  it('queues no second job at another start while the first still waits', async () => {
    const [waiting] = await reapplyJobs();
    expect(await applyPriceRule(t.database.db, 2)).toEqual({ changed: false });
    // A node started with yet another value: the waiting job applies whatever the rule is when it runs.
    expect(await applyPriceRule(t.database.db, 3)).toEqual({ changed: true, jobId: waiting!.id, queued: false });
    expect(await applyPriceRule(t.database.db, 2)).toEqual({ changed: true, jobId: waiting!.id, queued: false });
    expect((await reapplyJobs()).map((job) => job.id)).toEqual([waiting!.id]);
  });

  it('reprices in batches, writes only the products whose answer changes, and goes on after a stop', async () => {
    const before = await rowVersions();
    const heard: CatalogueChange[] = [];
    let runner = createBackgroundJobs(t.app, { reapplyBatchProducts: 2 });
    let stopping: Promise<void> | undefined;
    t.app.catalogue.follow((change) => {
      if (!change) return;
      heard.push(change);
      // The node is told to stop right after the first batch that changed products.
      stopping ??= runner.stop();
    });
    await runner.runDueJobs();
    await stopping;
    const [handedBack] = await reapplyJobs();
    expect(handedBack).toMatchObject({ status: 'queued', attempts: 1 });
    const stoppedAt = handedBack!.progress as { after: string; read: number; changed: number };
    expect(stoppedAt.read).toBeGreaterThan(0);
    expect(stoppedAt.read).toBeLessThan(briefly.length + unaffected.length);
    expect(stoppedAt.changed).toBe(heard.flatMap((change) => change.productIds).length);

    runner = createBackgroundJobs(t.app, { reapplyBatchProducts: 2 });
    await runner.runDueJobs();
    const [done] = await reapplyJobs();
    expect(done).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { read: briefly.length + unaffected.length, changed: briefly.length },
    });

    // Each batch told the catalogue of the products it changed, and of nothing else.
    for (const change of heard) {
      expect(change.listsChanged).toBe(true);
      expect(change.productIds.length).toBeGreaterThan(0);
      expect(change.productIds.length).toBeLessThanOrEqual(2);
    }
    expect(heard.flatMap((change) => change.productIds).sort()).toEqual(briefly.map((p) => p.id).sort());

    // The cached pages were forgotten: the shop shows the claims now standing.
    for (const product of briefly) expect(await shown(product.slug)).toEqual(CLAIMED);
    const after = await rowVersions();
    for (const product of briefly) expect(after.get(product.id)!.xmin).not.toBe(before.get(product.id)!.xmin);
    for (const product of unaffected) expect(after.get(product.id), product.slug).toEqual(before.get(product.id));
  });

  it('queues one job for two nodes starting together with a new value', async () => {
    const before = (await reapplyJobs()).length;
    const results = await Promise.all([applyPriceRule(t.database.db, 10), applyPriceRule(other.db, 10)]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const all = await reapplyJobs();
    expect(all).toHaveLength(before + 1);
    expect(all.filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('leaves a job stopped part way to the one queued after it, which goes over every product', async () => {
    const db = t.database.db;
    // The job of the last test, handed back after its first batch (its node stopped).
    const [partWay] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, HONEST_PRICE_REAPPLY_JOB), eq(jobs.status, 'queued')));
    const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    await db
      .update(jobs)
      .set({ startedAt: sql`now()`, attempts: 1, progress: { after: first!.id, read: 1, changed: 0 } })
      .where(eq(jobs.id, partWay!.id));
    // The setting changes again: the products before where it stopped need the new rule too.
    const next = await applyPriceRule(db, 2);
    expect(next).toMatchObject({ changed: true, queued: true });

    const runner = createBackgroundJobs(t.app, { reapplyBatchProducts: 2 });
    await runner.runDueJobs();
    const byId = new Map((await reapplyJobs()).map((job) => [job.id, job]));
    expect(byId.get(partWay!.id)).toMatchObject({
      status: 'done',
      result: { after: first!.id, read: 1, changed: 0, supersededByNewerJob: true },
    });
    expect(byId.get(next.changed ? next.jobId : '')).toMatchObject({
      status: 'done',
      result: { read: briefly.length + unaffected.length, changed: 0 },
    });
    for (const product of briefly) expect(await shown(product.slug)).toEqual(CLAIMED);
  });
});
