import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productVariants, products, users } from '../../src/db/schema';
import { createBuyer, sessionCookie } from '../support/accounts';
import { checkoutBody } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { onPostgres } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let t: TestApp;
let category: { id: string; name: string };

// Races show only where transactions really run side by side; PGlite runs one at a time.
describe.skipIf(!onPostgres())(
  'checkout under concurrency (PostgreSQL only: PGlite runs one transaction at a time, so it cannot race)',
  () => {
    beforeAll(async () => {
      t = await createTestApp();
      category = await createCategory(t.database.db, { name: 'Footwear', slug: 'footwear' });
    });
    afterAll(() => t?.close());

    const product = (overrides: { name: string; stock: number }) =>
      createProduct(t.database.db, { category }, { price: 450_000, sizes: [], colors: [], ...overrides });
    const stockOf = async (id: string) =>
      (
        await t.database.db
          .select({ stock: products.stock })
          .from(products)
          .where(sql`${products.id} = ${id}`)
      )[0]!.stock;
    const ordersOf = async (id: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number) })
          .from(orderItems)
          .where(sql`${orderItems.productId} = ${id}`)
      )[0]!.n;
    const body = (i: number, items: Array<{ product_id: string; quantity: number; size?: string }>) =>
      checkoutBody(`racer${i}-${Date.now()}@example.pk`, items);
    const inject = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/docheckout', payload, headers });

    it('sells exactly the stock when 50 shoppers check out the last 10 at once', async () => {
      const shoes = await product({ name: 'Peshawari Chappal', stock: 10 });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => inject(body(i, [{ product_id: shoes.id, quantity: 1 }]))),
      );
      const codes = results.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(10);
      expect(codes.filter((code) => code === 409)).toHaveLength(40);
      for (const res of results.filter((r) => r.statusCode === 409))
        expect(res.json().error.message).toMatch(/Peshawari Chappal/);
      expect(await stockOf(shoes.id)).toBe(0);
      expect(await ordersOf(shoes.id)).toBe(10);
    });

    it('takes nothing from the first line when the second is short, however many try', async () => {
      const plenty = await product({ name: 'Khussa Flats', stock: 100 });
      const scarce = await product({ name: 'Limited Sandals', stock: 1 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          inject(
            body(i, [
              { product_id: plenty.id, quantity: 1 },
              { product_id: scarce.id, quantity: 1 },
            ]),
          ),
        ),
      );
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
      expect(results.filter((res) => res.statusCode === 409)).toHaveLength(19);
      expect(await stockOf(plenty.id)).toBe(99);
      expect(await stockOf(scarce.id)).toBe(0);
      expect(await ordersOf(plenty.id)).toBe(1);
    });

    it('never deadlocks when orders take the same products in opposite orders', async () => {
      const left = await product({ name: 'Left Boot', stock: 500 });
      const right = await product({ name: 'Right Boot', stock: 500 });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          inject(
            body(
              i,
              i % 2 === 0
                ? [
                    { product_id: left.id, quantity: 1 },
                    { product_id: right.id, quantity: 1 },
                  ]
                : [
                    { product_id: right.id, quantity: 1 },
                    { product_id: left.id, quantity: 1 },
                  ],
            ),
          ),
        ),
      );
      expect(results.map((res) => res.statusCode)).toEqual(Array(40).fill(201));
      expect(await stockOf(left.id)).toBe(460);
      expect(await stockOf(right.id)).toBe(460);
    });

    it('makes one order when the same Idempotency-Key arrives many times at once', async () => {
      const slippers = await product({ name: 'Velvet Slippers', stock: 50 });
      const payload = body(0, [{ product_id: slippers.id, quantity: 2 }]);
      const key = `double-click-${Date.now()}`;
      const results = await Promise.all(Array.from({ length: 10 }, () => inject(payload, { 'idempotency-key': key })));
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
      expect(results.filter((res) => res.statusCode === 200)).toHaveLength(9);
      expect(new Set(results.map((res) => res.json().data.order.order_number)).size).toBe(1);
      expect(await stockOf(slippers.id)).toBe(48);
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(sql`${orders.idempotencyKey} = ${key}`);
      expect(row!.n).toBe(1);
    });

    it('gives a new guest one account when their first orders arrive at the same moment', async () => {
      const scarf = await product({ name: 'Silk Scarf', stock: 100 });
      const email = `first-time-${Date.now()}@example.pk`;
      const results = await Promise.all(
        Array.from({ length: 8 }, () => inject(checkoutBody(email, [{ product_id: scarf.id, quantity: 1 }]))),
      );
      expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      const accounts = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(accounts).toHaveLength(1);
      const buyers = await t.database.db
        .selectDistinct({ buyerId: orders.buyerId })
        .from(orders)
        .where(sql`${orders.customerEmail} = ${email}`);
      expect(buyers).toEqual([{ buyerId: accounts[0]!.id }]);
      expect(await stockOf(scarf.id)).toBe(92);
    });

    describe('with a second server process on the same database', () => {
      let child: ChildProcess | undefined;
      let baseUrl: string;
      let dataDir: string;

      beforeAll(async () => {
        const probe = net.createServer();
        await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
        const { port } = probe.address() as net.AddressInfo;
        await new Promise<void>((resolve) => probe.close(() => resolve()));
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-second-'));
        baseUrl = `http://127.0.0.1:${port}`;
        child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            DATABASE_URL: t.database.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'error',
            SEED_DEMO: '0',
            ADMIN_EMAIL: '',
            ADMIN_PASSWORD: '',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr!.on('data', (chunk) => (stderr += chunk));
        const deadline = Date.now() + 45_000;
        for (;;) {
          const up = await fetch(`${baseUrl}/api/health`).then(
            (res) => res.ok,
            () => false,
          );
          if (up) break;
          if (child.exitCode !== null || Date.now() > deadline)
            throw new Error(`second server did not start: ${stderr}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }, 60_000);

      afterAll(async () => {
        if (child && child.exitCode === null) {
          const exited = new Promise((resolve) => child!.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      it('still sells exactly the stock when 50 checkouts are split between the two processes', async () => {
        const shoes = await product({ name: 'Kolhapuri Sandals', stock: 10 });
        const results = await Promise.all(
          Array.from({ length: 50 }, async (_, i) => {
            const payload = body(i, [{ product_id: shoes.id, quantity: 1 }]);
            if (i % 2 === 0) return (await inject(payload)).statusCode;
            const res = await fetch(`${baseUrl}/api/docheckout`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(payload),
            });
            return res.status;
          }),
        );
        expect(results.filter((code) => code === 201)).toHaveLength(10);
        expect(results.filter((code) => code === 409)).toHaveLength(40);
        expect(await stockOf(shoes.id)).toBe(0);
        expect(await ordersOf(shoes.id)).toBe(10);
      });

      it('sells the last unit of one size once when 20 shoppers split between the two processes want it, and every unit of another size', async () => {
        const suit = await createProduct(
          t.database.db,
          { category },
          { name: 'Lawn Suit', price: 450_000, stock: 6, sizes: ['M', 'L'], colors: [] },
        );
        await t.database.db.insert(productVariants).values([
          { productId: suit.id, size: 'M', stock: 1 },
          { productId: suit.id, size: 'L', stock: 5 },
        ]);
        const wants = [...Array.from({ length: 20 }, () => 'M'), ...Array.from({ length: 5 }, () => 'L')];
        const results = await Promise.all(
          wants.map(async (size, i) => {
            const payload = body(i, [{ product_id: suit.id, quantity: 1, size }]);
            if (i % 2 === 0) {
              const res = await inject(payload);
              return { size, status: res.statusCode, message: res.statusCode === 409 ? res.json().error.message : '' };
            }
            const res = await fetch(`${baseUrl}/api/docheckout`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(payload),
            });
            const answer = (await res.json()) as { error?: { message: string } };
            return { size, status: res.status, message: answer.error?.message ?? '' };
          }),
        );
        const ofSize = (size: string, status: number) => results.filter((r) => r.size === size && r.status === status);
        expect(ofSize('M', 201)).toHaveLength(1);
        expect(ofSize('M', 409)).toHaveLength(19);
        for (const refused of ofSize('M', 409)) expect(refused.message).toBe('Size M of Lawn Suit is sold out.');
        expect(ofSize('L', 201)).toHaveLength(5);
        expect(await stockOf(suit.id)).toBe(0);
        const left = await t.database.db
          .select({ size: productVariants.size, stock: productVariants.stock })
          .from(productVariants)
          .where(sql`${productVariants.productId} = ${suit.id}`)
          .orderBy(productVariants.size);
        expect(left).toEqual([
          { size: 'L', stock: 0 },
          { size: 'M', stock: 0 },
        ]);
        expect(await ordersOf(suit.id)).toBe(6);
      });

      it('keeps one order per Idempotency-Key across the two processes', async () => {
        const socks = await product({ name: 'Wool Socks', stock: 20 });
        const payload = body(1, [{ product_id: socks.id, quantity: 1 }]);
        const key = `two-tabs-${Date.now()}`;
        const results = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            if (i % 2 === 0)
              return (await inject(payload, { 'idempotency-key': key })).json().data.order.order_number as string;
            const res = await fetch(`${baseUrl}/api/docheckout`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify(payload),
            });
            return ((await res.json()) as { data: { order: { order_number: string } } }).data.order.order_number;
          }),
        );
        expect(new Set(results).size).toBe(1);
        expect(await stockOf(socks.id)).toBe(19);
      });

      it('gives one signed-in shopper ONSALENOW20 once when eight of their orders are split between the two processes', async () => {
        const caps = await product({ name: 'Cotton Caps', stock: 50 });
        const buyer = await createBuyer(t.database.db);
        const cookie = await sessionCookie(t.database.db, buyer.id);
        const payload = checkoutBody(buyer.email, [{ product_id: caps.id, quantity: 1 }], {
          phone: '0333 5550101',
          coupon: 'ONSALENOW20',
        });
        const results = await Promise.all(
          Array.from({ length: 8 }, async (_, i) => {
            if (i % 2 === 0) {
              const res = await inject(payload, { cookie });
              return { status: res.statusCode, body: res.json() as { data?: { order: { discount_amount: number } } } };
            }
            const res = await fetch(`${baseUrl}/api/docheckout`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify(payload),
            });
            return {
              status: res.status,
              body: (await res.json()) as { data?: { order: { discount_amount: number } } },
            };
          }),
        );
        const placed = results.filter((result) => result.status === 201);
        expect(placed).toHaveLength(1);
        expect(placed[0]!.body.data!.order.discount_amount).toBe(90_000);
        expect(results.filter((result) => result.status === 409)).toHaveLength(7);
        expect(await stockOf(caps.id)).toBe(49);
        const discounted = await t.database.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(sql`${orders.buyerId} = ${buyer.id} and ${orders.couponCode} = 'ONSALENOW20'`);
        expect(discounted[0]!.n).toBe(1);
      });
    });
  },
);
