import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products } from '../../src/db/schema';
import { HONEST_PRICE_REAPPLY_JOB } from '../../src/modules/prices/honest-price-reapply-job';
import { createCategory, createProduct } from '../support/catalogue';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const nodes: ServerProcess[] = [];
/** Original prices charged 3 days before the sale: corrected under the default 7 days, standing under 2. */
const brief: string[] = [];

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await createTestDatabase();
  const women = await createCategory(database.db, { name: 'Women', slug: 'women' });
  for (let i = 0; i < 4; i++)
    brief.push(
      (
        await createProduct(
          database.db,
          { category: women },
          { name: `Brief sale ${i}`, price: 200_000, originalPrice: 300_000, originalChargedDays: 3 },
        )
      ).id,
    );
  for (let i = 0; i < 4; i++) await createProduct(database.db, { category: women }, { name: `Long sale ${i}` });
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
  await database?.close();
});

describe('a new HONEST_PRICE_MIN_DAYS on a cluster', () => {
  it.skipIf(!onPostgres())(
    'two nodes starting together with it answer at once and queue one job, which one of them runs',
    async () => {
      const corrections = () =>
        database.db
          .select({ correction: products.discountCorrection })
          .from(products)
          .where(inArray(products.id, brief));
      expect((await corrections()).map((r) => r.correction)).toEqual(brief.map(() => 'charged-too-briefly'));

      const env = { DATABASE_URL: database.url!, HONEST_PRICE_MIN_DAYS: '2', LOG_LEVEL: 'info' };
      nodes.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));

      const reapplyJobs = () => database.db.select().from(jobs).where(eq(jobs.kind, HONEST_PRICE_REAPPLY_JOB));
      const deadline = Date.now() + 20_000;
      while ((await reapplyJobs()).some((job) => job.status !== 'done') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const all = await reapplyJobs();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ status: 'done', result: { read: 8, changed: 4 } });
      expect((await corrections()).map((r) => r.correction)).toEqual(brief.map(() => null));

      const lines = nodes.flatMap((node) => node.output().split('\n'));
      expect(lines.filter((line) => line.includes('honest-price rule changed'))).toHaveLength(1);
      expect(
        lines.filter(
          (line) => line.includes('"msg":"job done"') && line.includes(`"kind":"${HONEST_PRICE_REAPPLY_JOB}"`),
        ),
      ).toHaveLength(1);
    },
  );
});
