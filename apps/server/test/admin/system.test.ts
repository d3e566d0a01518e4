import { SYSTEM_MESSAGES, type SystemStatus } from '@onsale/core/contracts/system';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, nodes, outbox } from '../../src/db/schema';
import { createJobRunner } from '../../src/modules/jobs/job-runner';
import { enqueueJob } from '../../src/modules/jobs/jobs.repository';
import { writeHeartbeat } from '../../src/modules/system/nodes.repository';
import { caller, createAdmin, createBuyer, sessionCookie } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let asAdmin: ReturnType<typeof caller>;
let adminId: string;

/** The shop's app with one more route, which fails as a bug would: its error must reach the System page. */
const appWithAFailingRoute = () =>
  // With REDIS_URL set (the PostgreSQL run), the page pings the Redis the limits count in.
  createTestApp(
    { redisUrl: process.env.REDIS_URL || undefined },
    {
      addRoutes: (app) =>
        app.get('/till/open', { schema: { hide: true } }, async () => {
          throw new Error('the till drawer is jammed');
        }),
    },
  );

beforeAll(async () => {
  t = await appWithAFailingRoute();
  const admin = await createAdmin(t.database.db);
  adminId = admin.id;
  asAdmin = caller(t, await sessionCookie(t.database.db, admin.id));
});
afterAll(() => t.close());

async function systemStatus(): Promise<SystemStatus> {
  const answer = await asAdmin('GET', '/api/admin/system');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: SystemStatus }>().data;
}

/** Another node's heartbeat, written as that node writes it. */
const otherNode = (id: string) =>
  writeHeartbeat(t.database.db, {
    id,
    hostname: 'app2.shop.internal',
    pid: 4242,
    version: '1.0.0+abc1234',
    startedAt: new Date(Date.now() - 3_600_000),
    rss: 210_000_000,
    heapUsed: 90_000_000,
    eventLoopDelayMs: 3.5,
    caches: [{ name: 'catalogue', hits: 90, misses: 10, hitRatio: 0.9, bytes: 5_000 }],
    lastErrors: [
      {
        at: new Date(Date.now() - 60_000).toISOString(),
        message: 'request failed: connect ECONNREFUSED',
        requestId: 'req-on-app2',
        method: 'POST',
        url: '/api/docheckout',
      },
    ],
  });

/** A job whose one attempt fails, run through the job runner as a node runs it. */
async function failedJob(kind: string): Promise<string> {
  const job = await enqueueJob(t.database.db, { kind, payload: {} });
  const runner = createJobRunner({
    db: t.database.db,
    handlers: {
      [kind]: {
        maxAttempts: 1,
        run: async () => {
          throw new Error('the courier feed answered 502');
        },
      },
    },
  });
  await runner.runDueJobs();
  return job.id;
}

describe('GET /api/admin/system', () => {
  it('shows the answering node alive, its own figures, and a database that answers', async () => {
    const status = await systemStatus();
    const me = status.nodes.find((node) => node.thisNode);
    expect(me).toMatchObject({ alive: true, pid: process.pid });
    expect(me!.version).toMatch(/^1\.0\.0/);
    expect(me!.rssBytes).toBeGreaterThan(0);
    expect(me!.caches.map((cache) => cache.name)).toContain('catalogue');
    expect(status.nodes.filter((node) => node.thisNode)).toHaveLength(1);
    expect(status.database).toMatchObject({ reachable: true, error: null });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.media).toMatchObject({ reachable: true, kind: 'disk' });
    expect(status.redis === null).toBe(!t.config.redisUrl);
    if (t.config.redisUrl) expect(status.redis).toMatchObject({ reachable: true });
    expect(status.database.pool === null).toBe(t.database.kind === 'pglite');
  });

  it('counts a catalogue read in its cache figures', async () => {
    const before = (await systemStatus()).nodes
      .find((node) => node.thisNode)!
      .caches.find((c) => c.name === 'catalogue')!;
    await t.app.inject({ method: 'GET', url: '/api/categories' });
    await t.app.inject({ method: 'GET', url: '/api/categories' });
    const after = (await systemStatus()).nodes
      .find((node) => node.thisNode)!
      .caches.find((c) => c.name === 'catalogue')!;
    // the second read is answered from the cache
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.hits + after.misses).toBeGreaterThanOrEqual(before.hits + before.misses + 2);
    expect(after.hitRatio).toBeGreaterThan(0);
  });

  it("shows another node's heartbeat as a second node, and one that stopped beating as not alive", async () => {
    await otherNode('node-app2');
    await otherNode('node-gone');
    await t.database.db
      .update(nodes)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(eq(nodes.id, 'node-gone'));
    const status = await systemStatus();
    const app2 = status.nodes.find((node) => node.id === 'node-app2');
    expect(app2).toMatchObject({
      alive: true,
      thisNode: false,
      hostname: 'app2.shop.internal',
      pid: 4242,
      eventLoopDelayMs: 3.5,
      rssBytes: 210_000_000,
    });
    expect(app2!.uptimeSeconds).toBeGreaterThanOrEqual(3_599);
    expect(status.nodes.find((node) => node.id === 'node-gone')).toMatchObject({ alive: false, thisNode: false });
    // another node's errors are the page's too
    expect(status.errors).toContainEqual(
      expect.objectContaining({ nodeId: 'node-app2', requestId: 'req-on-app2', url: '/api/docheckout' }),
    );
  });

  it('lists an error logged while answering, with its request id, method and address', async () => {
    const failed = await t.app.inject({
      method: 'GET',
      url: '/till/open?drawer=2',
      headers: { 'x-request-id': 'till-0001-jam' },
    });
    expect(failed.statusCode).toBe(500);
    const status = await systemStatus();
    const me = status.nodes.find((node) => node.thisNode)!;
    const logged = status.errors.find((error) => error.requestId === 'till-0001-jam');
    expect(logged).toMatchObject({
      nodeId: me.id,
      method: 'GET',
      url: '/till/open',
      message: 'request failed: the till drawer is jammed',
    });
    // newest first, whichever node logged them
    expect(status.errors.map((error) => error.at)).toEqual(
      status.errors
        .map((error) => error.at)
        .sort()
        .reverse(),
    );
  });

  it("shows a failed job with its error among the kind's figures", async () => {
    const id = await failedJob('courier-feed');
    const status = await systemStatus();
    expect(status.jobs.failures).toContainEqual(
      expect.objectContaining({ id, kind: 'courier-feed', attempts: 1, error: 'the courier feed answered 502' }),
    );
    expect(status.jobs.kinds.find((kind) => kind.kind === 'courier-feed')).toMatchObject({
      queued: 0,
      running: 0,
      failed: 1,
      oldestQueuedAt: null,
    });
  });

  it('shows the outbox: what waits and what failed', async () => {
    const before = (await systemStatus()).outbox;
    const [failed] = await t.database.db
      .insert(outbox)
      .values({
        kind: 'receipt',
        recipient: 'ayesha@example.pk',
        subject: 'Your order',
        text: 'text',
        html: '<p>html</p>',
        status: 'failed',
        attempts: 5,
        lastError: 'SMTP said 550',
      })
      .returning({ id: outbox.id });
    const status = (await systemStatus()).outbox;
    expect(status.failed).toBe(before.failed + 1);
    expect(status.failures[0]).toMatchObject({
      id: failed!.id,
      recipient: 'ayesha@example.pk',
      attempts: 5,
      error: 'SMTP said 550',
    });
  });
});

describe('POST /api/admin/system/jobs/:id/retry', () => {
  it('queues a failed job again, audited, and only a failed one', async () => {
    const id = await failedJob('statement-pdf');
    const answer = await asAdmin('POST', `/api/admin/system/jobs/${id}/retry`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { id, status: 'queued' } });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, id)));
    expect(audited).toEqual([expect.objectContaining({ actorId: adminId, after: { status: 'queued' } })]);
    const status = await systemStatus();
    expect(status.jobs.failures.map((job) => job.id)).not.toContain(id);
    expect(status.jobs.kinds.find((kind) => kind.kind === 'statement-pdf')).toMatchObject({ queued: 1, failed: 0 });

    const again = await asAdmin('POST', `/api/admin/system/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SYSTEM_MESSAGES.jobNotFailed);
  });

  it('answers 404 for a job that does not exist, 400 for an id that cannot be one', async () => {
    const unknown = await asAdmin('POST', '/api/admin/system/jobs/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SYSTEM_MESSAGES.jobNotFound);
    expect((await asAdmin('POST', '/api/admin/system/jobs/not-a-job/retry')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const id = await failedJob('seller-digest');
    const buyer = caller(t, await sessionCookie(t.database.db, (await createBuyer(t.database.db)).id));
    expect((await caller(t)('POST', `/api/admin/system/jobs/${id}/retry`)).statusCode).toBe(401);
    expect((await buyer('POST', `/api/admin/system/jobs/${id}/retry`)).statusCode).toBe(403);
    expect((await caller(t)('GET', '/api/admin/system')).statusCode).toBe(401);
    expect((await buyer('GET', '/api/admin/system')).statusCode).toBe(403);
    const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    expect(row!.status).toBe('failed');
  });
});

describe("the node's heartbeat", () => {
  it('writes the node to `nodes`, shown once, and deletes nodes silent for a day', async () => {
    await otherNode('node-yesterday');
    await t.database.db
      .update(nodes)
      .set({ heartbeatAt: sql`now() - interval '25 hours'` })
      .where(eq(nodes.id, 'node-yesterday'));
    await t.app.inject({ method: 'GET', url: '/till/open', headers: { 'x-request-id': 'till-0002-beat' } });
    const me = (await systemStatus()).nodes.find((node) => node.thisNode)!;
    t.app.system.startHeartbeat();
    await expect.poll(async () => (await t.database.db.select().from(nodes).where(eq(nodes.id, me.id))).length).toBe(1);
    await expect
      .poll(async () => (await t.database.db.select().from(nodes).where(eq(nodes.id, 'node-yesterday'))).length)
      .toBe(0);
    const [row] = await t.database.db.select().from(nodes).where(eq(nodes.id, me.id));
    expect(row).toMatchObject({ pid: process.pid, version: me.version });
    expect(row!.caches.map((cache) => cache.name)).toContain('catalogue');
    expect(row!.lastErrors.map((error) => error.requestId)).toContain('till-0002-beat');
    const status = await systemStatus();
    expect(status.nodes.filter((node) => node.id === me.id)).toEqual([expect.objectContaining({ thisNode: true })]);
  });
});
