import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../src/background-jobs';
import type { JobRunner } from '../../src/modules/jobs/job-runner';
import { createCategory } from '../support/catalogue';
import { productFeedCsv } from '../support/feeds';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, createAdmin, createSeller, sessionCookie } from '../support/accounts';

let t: TestApp;
let cookie: string;
let adminEmail: string;
let asAdmin: ReturnType<typeof caller>;
let asSeller: ReturnType<typeof caller>;
let runner: JobRunner;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createCategory(db, { name: 'Women', slug: 'women' });
  await createCategory(db, { name: 'Footwear', slug: 'footwear' });
  const admin = await createAdmin(db);
  adminEmail = admin.email;
  cookie = await sessionCookie(db, admin.id);
  asAdmin = caller(t, cookie);
  asSeller = caller(t, await sessionCookie(db, (await createSeller(db)).id));
  runner = createBackgroundJobs(t.app);
});
afterAll(async () => {
  await t.close();
});

const upload = (content: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/imports/feeds?format=csv${query}`,
    headers: { cookie, 'content-type': 'application/octet-stream' },
    payload: content,
  });

interface Preview {
  candidates: { row: number; categoryFound: boolean; refusal: string | null }[];
  refused: { row: number; reason: string }[];
}
interface Report {
  imported: { row: number; action: string }[];
  refused: { row: number; reason: string }[];
}

async function importAndWait(body: object) {
  const started = await asAdmin('POST', '/api/admin/imports/save', body);
  expect(started.statusCode, started.body).toBe(202);
  await runner.runDueJobs();
  const job = await asAdmin('GET', `/api/admin/imports/jobs/${started.json().data.id}`);
  expect(job.statusCode).toBe(200);
  expect(job.json().data.status).toBe('done');
  return job.json().data as { id: string; report: Report; fileName: string | null; startedBy: string | null };
}

/** The rows a preview says the import will refuse, with why: refused on reading, or for want of a category. */
const refusalsOf = (preview: Preview) =>
  [
    ...preview.refused.map(({ row, reason }) => ({ row, reason })),
    ...preview.candidates.flatMap(({ row, refusal }) => (refusal ? [{ row, reason: refusal }] : [])),
  ].sort((a, b) => a.row - b.row);

const header = 'url,name,price,sale_price,original_price,image_link,product_type';
const withoutCategories = [
  header,
  'https://shop.example.pk/c/1,Khussa,3000,,,https://cdn.example.pk/c1.jpg,Footwear',
  'https://shop.example.pk/c/2,Lawn kurta,4500,2999,,https://cdn.example.pk/c2.jpg,',
  'https://shop.example.pk/c/3,Chiffon dupatta,1800,,,https://cdn.example.pk/c3.jpg,',
  'https://shop.example.pk/c/4,Shawl,5200,,,https://cdn.example.pk/c4.jpg,Capes',
  '',
].join('\n');

describe('the preview and the import decide each row the same way', () => {
  it('a feed whose rows lack a category, with no default chosen: the preview says which rows the import will refuse', async () => {
    const uploaded = await upload(withoutCategories);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { feedId, preview } = uploaded.json().data as { feedId: string; preview: Preview };
    expect(preview.candidates.map(({ row, categoryFound, refusal }) => ({ row, categoryFound, refusal }))).toEqual([
      { row: 2, categoryFound: true, refusal: null },
      { row: 3, categoryFound: false, refusal: 'category is missing: choose a default category' },
      { row: 4, categoryFound: false, refusal: 'category is missing: choose a default category' },
      { row: 5, categoryFound: false, refusal: 'category "Capes" is not in the catalogue: choose a default category' },
    ]);

    const job = await importAndWait({ feed: { id: feedId }, fileName: 'summer.csv' });
    expect(job.report.imported.map((r) => r.row)).toEqual([2]);
    expect(job.report.refused.map(({ row, reason }) => ({ row, reason }))).toEqual(refusalsOf(preview));
  });

  it('with a default category chosen, the preview promises every row and the import saves every row', async () => {
    const uploaded = await upload(withoutCategories, '&defaultCategory=women');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { feedId, preview } = uploaded.json().data as { feedId: string; preview: Preview };
    expect(refusalsOf(preview)).toEqual([]);
    const job = await importAndWait({ feed: { id: feedId }, defaultCategory: 'women', fileName: 'summer.csv' });
    expect(job.report.refused).toEqual([]);
    expect(job.report.imported.map((r) => r.row)).toEqual([2, 3, 4, 5]);
  });

  it('a product already imported stays in its category when no default is chosen, in the preview and the import', async () => {
    const again = [header, 'https://shop.example.pk/c/3,Chiffon dupatta,1700,,,https://cdn.example.pk/c3.jpg,'].join(
      '\n',
    );
    const preview = (await asAdmin('POST', '/api/admin/imports/preview-feed', { format: 'csv', content: again })).json()
      .data as Preview;
    expect(preview.candidates).toMatchObject([{ row: 2, categoryFound: false, refusal: null }]);
    const uploaded = (await upload(again)).json().data as { feedId: string };
    const job = await importAndWait({ feed: { id: uploaded.feedId } });
    expect(job.report.imported).toMatchObject([{ row: 2, action: 'updated' }]);
  });
});

describe('a sale price above the regular price', () => {
  const feed = [
    header,
    'https://shop.example.pk/s/1,Kurta,1000,1500,,https://cdn.example.pk/s1.jpg,Footwear',
    'https://shop.example.pk/s/2,Sandals,1000,,800,https://cdn.example.pk/s2.jpg,Footwear',
    'https://shop.example.pk/s/3,Slippers,1000,1000,,https://cdn.example.pk/s3.jpg,Footwear',
    'https://shop.example.pk/s/4,Loafers,1000,700,,https://cdn.example.pk/s4.jpg,Footwear',
    '',
  ].join('\n');

  it('is refused row by row, in the preview and in the import alike', async () => {
    const uploaded = await upload(feed);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { feedId, preview } = uploaded.json().data as { feedId: string; preview: Preview };
    expect(refusalsOf(preview)).toEqual([
      { row: 2, reason: 'Sale price is above the regular price' },
      { row: 3, reason: 'Sale price is above the regular price' },
    ]);
    expect(preview.candidates.map((c) => c.row)).toEqual([4, 5]);
    const job = await importAndWait({ feed: { id: feedId } });
    expect(job.report.refused.map(({ row, reason }) => ({ row, reason }))).toEqual(refusalsOf(preview));
    expect(job.report.imported.map((r) => r.row)).toEqual([4, 5]);
  });

  it('is refused in previewed rows sent back to be saved', async () => {
    const job = await importAndWait({
      rows: [
        {
          row: 1,
          candidate: {
            sourceUrl: 'https://shop.example.pk/s/9',
            name: 'Tampered',
            price: 150_000,
            originalPrice: 100_000,
            images: ['https://cdn.example.pk/s9.jpg'],
            category: 'Footwear',
          },
        },
      ],
    });
    expect(job.report.imported).toEqual([]);
    expect(job.report.refused).toEqual([
      { row: 1, source: 'https://shop.example.pk/s/9', reason: 'Sale price is above the regular price' },
    ]);
  });
});

describe('the row limit', () => {
  const message = 'The feed has more than 2,000 products: split it into files of up to 2,000 products';

  it('refuses a feed of more than 2,000 products in the preview, uploaded or sent as text', async () => {
    const tooMany = productFeedCsv(2001, { prefix: 'limit' });
    const uploaded = await upload(tooMany);
    expect(uploaded.statusCode).toBe(400);
    expect(uploaded.json().error.message).toBe(message);
    const sent = await asAdmin('POST', '/api/admin/imports/preview-feed', { format: 'csv', content: tooMany });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.message).toBe(message);
    const fits = await upload(productFeedCsv(2000, { prefix: 'limit' }));
    expect(fits.statusCode).toBe(200);
  });

  it('refuses more than 2,000 previewed rows with the same message', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => ({ row: i + 1, candidate: {} }));
    const res = await asAdmin('POST', '/api/admin/imports/save', { rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe('the history of imports', () => {
  it('lists the imports newest first, a page at a time, with who started each and what it saved', async () => {
    const first = await asAdmin('GET', '/api/admin/imports/jobs?pageSize=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(page.data).toHaveLength(2);
    // The newest: the tampered row; before it, the sale prices feed.
    expect(page.data[0]).toMatchObject({
      status: 'done',
      fileName: null,
      startedBy: adminEmail,
      progress: { imported: 0, refused: 1 },
      report: null,
    });
    expect(page.data[1]).toMatchObject({ progress: { imported: 2, refused: 2 }, report: null });

    const second = (await asAdmin('GET', '/api/admin/imports/jobs?pageSize=2&page=2')).json();
    expect(second.data).toMatchObject([
      { fileName: null, progress: { imported: 1, refused: 0 } },
      { fileName: 'summer.csv', progress: { imported: 4, refused: 0 } },
    ]);
    const last = (await asAdmin('GET', '/api/admin/imports/jobs?pageSize=2&page=3')).json();
    expect(last.data).toMatchObject([
      { fileName: 'summer.csv', progress: { imported: 1, refused: 3 }, startedBy: adminEmail },
    ]);

    const report = await asAdmin('GET', `/api/admin/imports/jobs/${last.data[0].id}`);
    expect(report.json().data).toMatchObject({ fileName: 'summer.csv', startedBy: adminEmail });
    expect(report.json().data.report.imported.map((r: { row: number }) => r.row)).toEqual([2]);
    expect(report.json().data.report.refused.map((r: { row: number }) => r.row)).toEqual([3, 4, 5]);
  });

  it('is the admins’ alone: a seller cannot list or open an import, and an unknown import is not found', async () => {
    const [newest] = (await asAdmin('GET', '/api/admin/imports/jobs')).json().data;
    expect((await asSeller('GET', '/api/admin/imports/jobs')).statusCode).toBe(403);
    expect((await asSeller('GET', `/api/admin/imports/jobs/${newest.id}`)).statusCode).toBe(403);
    expect((await caller(t)('GET', `/api/admin/imports/jobs/${newest.id}`)).statusCode).toBe(401);
    const unknown = await asAdmin('GET', '/api/admin/imports/jobs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const badPage = await asAdmin('GET', '/api/admin/imports/jobs?page=0');
    expect(badPage.statusCode).toBe(400);
  });
});
