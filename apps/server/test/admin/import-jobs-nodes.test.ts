import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products } from '../../src/db/schema';
import { recurringJobs } from '../../src/background-jobs';
import { createCategory } from '../support/catalogue';
import { productFeedCsv } from '../support/feeds';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';
import { createAdmin, TEST_PASSWORD } from '../support/accounts';

const ROWS = 2000;
// Short claims, so that a killed node's import is taken up within seconds.
const NODE_ENV = { JOB_LEASE_SECONDS: '3', LOG_LEVEL: 'info' };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const nodes: ServerProcess[] = [];
let adminEmail: string;

const startNode = async () => {
  const node = await startServerProcess({ DATABASE_URL: database.url!, ...NODE_ENV });
  nodes.push(node);
  return node;
};

async function signIn(node: ServerProcess): Promise<string> {
  const res = await fetch(`${node.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The "job done" lines of a kind in the nodes' logs. */
const doneLines = (kind: string) =>
  nodes
    .flatMap((node) => node.output().split('\n'))
    .filter((line) => line.includes('"msg":"job done"') && line.includes(`"kind":"${kind}"`));

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await createTestDatabase();
  await createCategory(database.db, { name: 'Footwear', slug: 'footwear' });
  adminEmail = (await createAdmin(database.db)).email;
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
  await database?.close();
});

describe('background jobs across nodes', () => {
  it.skipIf(!onPostgres())(
    'schedules each recurring job once for two nodes, and runs it on one of them',
    async () => {
      const [a, b] = await Promise.all([startNode(), startNode()]);
      const rows = await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.recurringKey} is not null`);
      expect(rows.map((r) => r.recurringKey).sort()).toEqual(
        recurringJobs({ digestEveryMs: 1 })
          .map((r) => r.kind)
          .sort(),
      );
      await database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.recurringKey, 'housekeeping'));
      const deadline = Date.now() + 10_000;
      while (doneLines('housekeeping').length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // both nodes polled several times since
      expect(doneLines('housekeeping')).toHaveLength(1);
      const [after] = await database.db.select().from(jobs).where(eq(jobs.recurringKey, 'housekeeping'));
      expect(after!.runAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
      await Promise.all([a!.stop(), b!.stop()]);
    },
    60_000,
  );

  it.skipIf(!onPostgres())(
    'takes up an import whose node was killed midway, after its last saved rows, and finishes it once',
    async () => {
      const first = await startNode();
      const cookie = await signIn(first);
      const uploaded = await fetch(`${first.url}/api/admin/imports/feeds?format=csv`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv' },
        body: productFeedCsv(ROWS, { prefix: 'crash' }),
      });
      expect(uploaded.status).toBe(200);
      const { feedId } = ((await uploaded.json()) as { data: { feedId: string } }).data;
      const started = await fetch(`${first.url}/api/admin/imports/save`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ feed: { id: feedId }, defaultStock: 2 }),
      });
      expect(started.status).toBe(202);
      const { id } = ((await started.json()) as { data: { id: string } }).data;

      // Killed once a few batches are in.
      let readAtKill = 0;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
        readAtKill = (row!.progress as { read: number }).read;
        if (readAtKill >= 200) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await first.stop('SIGKILL');
      const [atKill] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      const savedAtKill = (atKill!.progress as { read: number }).read;
      expect(atKill!.status).toBe('running');
      expect(savedAtKill).toBeGreaterThanOrEqual(200);
      expect(savedAtKill).toBeLessThan(ROWS);

      const second = await startNode();
      const secondCookie = await signIn(second);
      let job:
        | {
            status: string;
            progress: { read: number; imported: number; refused: number };
            report: { imported: { row: number }[] } | null;
          }
        | undefined;
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const res = await fetch(`${second.url}/api/admin/imports/jobs/${id}`, { headers: { cookie: secondCookie } });
        job = ((await res.json()) as { data: typeof job }).data;
        if (job!.status === 'done' || job!.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(job).toMatchObject({ status: 'done', progress: { read: ROWS, imported: ROWS, refused: 0 } });
      // Every row once in the report and once in the catalogue: nothing saved twice, nothing lost.
      expect(new Set(job!.report!.imported.map((r) => r.row)).size).toBe(ROWS);
      const [{ count }] = (await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(like(products.sourceUrl, 'https://shop.example.pk/crash/%'))) as [{ count: number }];
      expect(count).toBe(ROWS);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row!.attempts).toBe(2);
    },
    240_000,
  );

  it.skipIf(onPostgres())(
    'on the embedded database, a node killed midway goes on with its import when it starts again',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-kill-'));
      const env = {
        ...NODE_ENV,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'owner@onsale.test',
        ADMIN_PASSWORD: 'owner-password-1',
      };
      try {
        const start = async () => {
          const node = await startServerProcess(env);
          nodes.push(node);
          const login = await fetch(`${node.url}/api/admin/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
          });
          expect(login.status).toBe(200);
          const cookie = login.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
          const call = async (method: string, url: string, body?: unknown) => {
            const res = await fetch(`${node.url}${url}`, {
              method,
              headers: { cookie, 'content-type': typeof body === 'string' ? 'text/csv' : 'application/json' },
              ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
            });
            return { status: res.status, body: (await res.json()) as { data: Record<string, never> } };
          };
          return { node, call };
        };
        const first = await start();
        expect((await first.call('POST', '/api/admin/categories', { name: 'Footwear', slug: 'footwear' })).status).toBe(
          201,
        );
        const uploaded = await first.call(
          'POST',
          '/api/admin/imports/feeds?format=csv',
          productFeedCsv(ROWS, { prefix: 'embedded' }),
        );
        expect(uploaded.status).toBe(200);
        const started = await first.call('POST', '/api/admin/imports/save', {
          feed: { id: uploaded.body.data.feedId },
        });
        expect(started.status).toBe(202);
        const id = started.body.data.id as unknown as string;
        type Job = {
          status: string;
          progress: { read: number; imported: number };
          report: { imported: { row: number }[] } | null;
        };
        let job: Job | undefined;
        for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
          job = (await first.call('GET', `/api/admin/imports/jobs/${id}`)).body.data as unknown as Job;
          if (job.progress.read >= 200) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await first.node.stop('SIGKILL');
        expect(job!.status).toBe('running');
        expect(job!.progress.read).toBeLessThan(ROWS);

        const second = await start();
        for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
          job = (await second.call('GET', `/api/admin/imports/jobs/${id}`)).body.data as unknown as Job;
          if (job.status === 'done' || job.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(job).toMatchObject({ status: 'done', progress: { read: ROWS, imported: ROWS } });
        expect(new Set(job!.report!.imported.map((r) => r.row)).size).toBe(ROWS);
        // Not yet a deal in the storefront's search (its claimed discount was never charged here): the admin's list finds it.
        const found = await second.call('GET', `/api/admin/products?q=${encodeURIComponent('embedded 1999')}`);
        expect((found.body as unknown as { total: number }).total).toBeGreaterThan(0);
        await second.node.stop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
