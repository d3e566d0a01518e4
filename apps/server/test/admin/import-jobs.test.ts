import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background-jobs';
import { jobs, products } from '../../src/db/schema';
import type { JobRunner } from '../../src/modules/jobs/job-runner';
import { createCategory } from '../support/catalogue';
import { productFeedCsv } from '../support/feeds';
import { createTestApp, type TestApp } from '../support/test-app';
import { createAdmin, sessionCookie } from '../support/accounts';

const ROWS = 2000;

let t: TestApp;
let cookie: string;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  await createCategory(t.database.db, { name: 'Footwear', slug: 'footwear' });
  const admin = await createAdmin(t.database.db);
  cookie = await sessionCookie(t.database.db, admin.id);
  runner = createBackgroundJobs(t.app, { pollMs: 50 });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await t.close();
});

const upload = (content: string, format: 'csv' | 'json' = 'csv', contentType = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/feeds?format=${format}`,
    headers: { cookie, 'content-type': contentType },
    payload: content,
  });
const asAdmin = (method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });

interface JobView {
  id: string;
  status: string;
  progress: { total: number | null; read: number; imported: number; refused: number; skipped: number };
  report: { imported: { row: number; action: string }[]; refused: { row: number; reason: string }[] } | null;
  error: string | null;
}

async function waitForJob(
  id: string,
  onProgress: (job: JobView) => Promise<void> | void = () => {},
  timeoutMs = 120_000,
): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await asAdmin('GET', `/api/admin/imports/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    const job = res.json().data as JobView;
    await onProgress(job);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline)
      throw new Error(`import still ${job.status} after ${timeoutMs} ms: ${JSON.stringify(job.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a feed import runs as a background job', () => {
  it(`imports ${ROWS} rows in small transactions, showing progress, while storefront searches answer fast`, async () => {
    const uploaded = await upload(productFeedCsv(ROWS));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { feedId, preview } = uploaded.json().data;
    expect(preview.candidates).toHaveLength(ROWS);
    expect(preview.refused).toEqual([]);
    expect(await t.database.db.select().from(products)).toEqual([]); // an upload saves no product

    const started = await asAdmin('POST', '/api/admin/imports/save', { feed: { id: feedId }, defaultStock: 3 });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.id;

    const midway: JobView['progress'][] = [];
    const searchMs: number[] = [];
    let searches = 0;
    const done = await waitForJob(jobId, async (job) => {
      if (job.status !== 'running') return;
      if (job.progress.read > 0 && job.progress.read < ROWS) midway.push(job.progress);
      // A shopper's search while the import runs: a term of its own each time, so no cached answer.
      const began = performance.now();
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(`lawn ${++searches}`)}`,
      });
      searchMs.push(performance.now() - began);
      expect(search.statusCode).toBe(200);
    });

    expect(done.status).toBe('done');
    expect(done.error).toBeNull();
    expect(done.progress).toEqual({ total: ROWS, read: ROWS, imported: ROWS, refused: 0, skipped: 0 });
    expect(done.report!.imported).toHaveLength(ROWS);
    expect(new Set(done.report!.imported.map((r) => r.row)).size).toBe(ROWS);
    expect(done.report!.imported[0]).toMatchObject({ row: 2, action: 'created', name: 'Lawn suit feed 1, printed' });
    // The admin saw the bar move: several readings between the first row and the last.
    expect(midway.length).toBeGreaterThanOrEqual(2);
    expect(midway.at(-1)!.read).toBeGreaterThan(midway[0]!.read);
    for (const progress of midway) expect(progress.imported + progress.refused + progress.skipped).toBe(progress.read);
    // Shoppers are served between the import's small transactions, not after the whole import.
    expect(searchMs.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...searchMs)).toBeLessThan(1000);

    const [{ count }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(like(products.sourceUrl, 'https://shop.example.pk/feed/%'))) as [{ count: number }];
    expect(count).toBe(ROWS);
    // Its claimed discount was never charged here, so it is not yet a deal in the storefront's
    // search (decision 0031); the admin's product list finds it.
    const found = (await asAdmin('GET', '/api/admin/products?q=feed%201999')).json();
    expect(found.data.map((p: { name: string }) => p.name)).toContain('Lawn suit feed 1999, printed');
  }, 180_000);

  it('keeps the progress and the report in the database: a reload, or another node, reads them', async () => {
    const [latest] = (await asAdmin('GET', '/api/admin/imports/jobs')).json().data as JobView[];
    expect(latest).toMatchObject({
      status: 'done',
      progress: { total: ROWS, read: ROWS, imported: ROWS },
      report: null,
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, latest!.id));
    expect((row!.result as { imported: unknown[] }).imported).toHaveLength(ROWS);
    expect((await asAdmin('GET', `/api/admin/imports/jobs/${latest!.id}`)).json().data.report.imported).toHaveLength(
      ROWS,
    );
  });

  it('reads tab- and semicolon-separated feeds, leaves out the rows the admin unticked and updates what it imported before', async () => {
    for (const delimiter of ['\t', ';']) {
      const uploaded = await upload(
        productFeedCsv(3, { delimiter, prefix: delimiter === '\t' ? 'tab' : 'semi' }),
        'csv',
        'text/csv',
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { feedId, preview } = uploaded.json().data;
      expect(
        preview.candidates.map((c: { candidate: { name: string; price: number } }) => [
          c.candidate.name,
          c.candidate.price,
        ]),
      ).toEqual([
        [`Lawn suit ${delimiter === '\t' ? 'tab' : 'semi'} 1${delimiter} printed`, 299_900],
        [`Lawn suit ${delimiter === '\t' ? 'tab' : 'semi'} 2${delimiter} printed`, 299_900],
        [`Lawn suit ${delimiter === '\t' ? 'tab' : 'semi'} 3${delimiter} printed`, 299_900],
      ]);
      const job = (
        await asAdmin('POST', '/api/admin/imports/save', { feed: { id: feedId, skipRows: [3] }, defaultStock: 1 })
      ).json().data;
      const done = await waitForJob(job.id);
      expect(done.progress).toEqual({ total: 3, read: 3, imported: 2, refused: 0, skipped: 1 });
      expect(done.report!.imported.map((r) => r.row)).toEqual([2, 4]);
    }
    const again = (await upload(productFeedCsv(2, { prefix: 'semi', delimiter: ';' }))).json().data;
    const done = await waitForJob(
      (await asAdmin('POST', '/api/admin/imports/save', { feed: { id: again.feedId } })).json().data.id,
    );
    expect(done.report!.imported.map((r) => r.action)).toEqual(['updated', 'created']);
  });

  it('refuses a feed it cannot read, one too large, and an unknown feed or import, changing nothing', async () => {
    const notCsv = await upload('just,a,header\n1,2,3');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().error.message).toBe(
      "The CSV file's header row has no url (or link) column and no price column (it names just, a, header)",
    );
    const badJson = await upload('{"products": [', 'json');
    expect(badJson.json().error.message).toBe('The JSON feed is not valid JSON');
    const tooLarge = await upload(`url,name,price\n${'x'.repeat(4 * 1024 * 1024)}`);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('The feed is larger than 4 MB');
    const badFormat = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/feeds?format=xml',
      headers: { cookie },
      payload: 'x',
    });
    expect(badFormat.statusCode).toBe(400);
    const unknownFeed = await asAdmin('POST', '/api/admin/imports/save', {
      feed: { id: '7d3f5b8e-9a41-4c6e-8f0a-2b1c3d4e5f60' },
    });
    expect(unknownFeed.statusCode).toBe(404);
    expect(unknownFeed.json().error.message).toBe('The feed is not known: upload it again');
    const nothing = await asAdmin('POST', '/api/admin/imports/save', { defaultStock: 1 });
    expect(nothing.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/imports/jobs/7d3f5b8e-9a41-4c6e-8f0a-2b1c3d4e5f60')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/imports/jobs/not-an-id')).statusCode).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/feeds?format=csv',
      payload: productFeedCsv(1),
      headers: { 'content-type': 'text/csv' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
