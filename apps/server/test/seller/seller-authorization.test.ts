import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sellerOrders } from '../../src/db/schema';
import { createAdmin, createBuyer, createSellerWithBrand, sessionCookie } from '../support/accounts';
import { createSellerOrder } from '../support/orders';
import { multipartFile, pngImage } from '../support/uploads';
import { createCategory } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Who may call each seller endpoint: a guest, a buyer, a pending seller, approved sellers A and B,
 * and an admin. B never reads or changes A's products or seller orders (404, as if they did not
 * exist); a pending seller changes nothing.
 */
type Role = 'guest' | 'buyer' | 'pending' | 'sellerA' | 'sellerB' | 'admin';
const ROLES: Role[] = ['guest', 'buyer', 'pending', 'sellerB', 'admin', 'sellerA'];

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};
let productOfA: { id: string; name: string; version: number };
let sellerOrderOfA: string;
let upload: Buffer;
let imageUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createCategory(db, { name: 'Men', slug: 'men' });
  const buyer = await createBuyer(db);
  const admin = await createAdmin(db);
  const a = await createSellerWithBrand(db, 'approved');
  const b = await createSellerWithBrand(db, 'approved');
  const pending = await createSellerWithBrand(db, 'pending');
  Object.assign(cookies, {
    buyer: await sessionCookie(db, buyer.id),
    admin: await sessionCookie(db, admin.id),
    sellerA: a.cookie,
    sellerB: b.cookie,
    pending: pending.cookie,
  });

  upload = await pngImage();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/seller/uploads',
    ...multipart(upload, cookies.sellerA!),
  });
  imageUrl = uploaded.json().data.url;
  // B uploads the same photo, so the picture is B's own too and the matrix tests the role alone.
  await t.app.inject({ method: 'POST', url: '/api/seller/uploads', ...multipart(upload, cookies.sellerB!) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: { cookie: cookies.sellerA! },
    payload: productBody('Kurta of A'),
  });
  productOfA = created.json().data;
  const { sellerOrder } = await createSellerOrder(db, buyer, a.user.id, [
    { productId: productOfA.id, name: 'Kurta of A', price: 150_000, quantity: 1 },
  ]);
  sellerOrderOfA = sellerOrder.id;
});
afterAll(() => t.close());

function multipart(bytes: Buffer, cookie?: string) {
  const body = multipartFile(bytes, 'photo.png', 'image/png');
  return { payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } };
}

function productBody(name: string) {
  return { name, price: 150_000, originalPrice: 200_000, category: 'men', image: imageUrl, stock: 5, sizes: 'S, M' };
}

interface Case {
  name: string;
  request: () => {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
  };
  expected: Record<Role, number>;
}

const readAny = { guest: 401, buyer: 403, pending: 200, sellerA: 200, sellerB: 200, admin: 403 };
const writeApproved = (created = 200) => ({
  guest: 401,
  buyer: 403,
  pending: 403,
  sellerA: created,
  sellerB: created,
  admin: 403,
});
const ownOnly = (ok: number, pending: number) => ({
  guest: 401,
  buyer: 403,
  pending,
  sellerA: ok,
  sellerB: 404,
  admin: 403,
});

const CASES: Case[] = [
  {
    name: 'GET /api/seller/profile',
    request: () => ({ method: 'GET', url: '/api/seller/profile' }),
    expected: readAny,
  },
  {
    name: 'GET /api/seller/dashboard',
    request: () => ({ method: 'GET', url: '/api/seller/dashboard' }),
    expected: readAny,
  },
  {
    name: 'GET /api/seller/analytics',
    request: () => ({ method: 'GET', url: '/api/seller/analytics' }),
    expected: readAny,
  },
  {
    name: 'GET /api/seller/earnings',
    request: () => ({ method: 'GET', url: '/api/seller/earnings' }),
    expected: readAny,
  },
  {
    name: 'GET /api/seller/products',
    request: () => ({ method: 'GET', url: '/api/seller/products' }),
    expected: readAny,
  },
  {
    name: "GET /api/seller/products/:id (A's)",
    request: () => ({ method: 'GET', url: `/api/seller/products/${productOfA.id}` }),
    expected: ownOnly(200, 404),
  },
  {
    name: 'POST /api/seller/products',
    request: () => ({ method: 'POST', url: '/api/seller/products', payload: productBody('Another kurta') }),
    expected: writeApproved(201),
  },
  {
    name: "PUT /api/seller/products/:id (A's)",
    request: () => ({
      method: 'PUT',
      url: `/api/seller/products/${productOfA.id}`,
      payload: { ...productBody('Renamed kurta'), stock: undefined, version: productOfA.version },
    }),
    expected: ownOnly(200, 403),
  },
  {
    name: 'PUT /api/seller/profile',
    request: () => ({
      method: 'PUT',
      url: '/api/seller/profile',
      payload: {
        brandName: `Brand ${Math.random().toString(36).slice(2, 8)}`,
        businessDescription: 'x',
        storeCategory: 'Other',
      },
    }),
    expected: writeApproved(),
  },
  {
    name: 'POST /api/seller/uploads',
    request: () => ({ method: 'POST', url: '/api/seller/uploads', ...multipart(upload) }),
    expected: writeApproved(201),
  },
  {
    name: 'GET /api/seller/orders',
    request: () => ({ method: 'GET', url: '/api/seller/orders' }),
    expected: writeApproved(),
  },
  {
    name: "GET /api/seller/orders/:id (A's)",
    request: () => ({ method: 'GET', url: `/api/seller/orders/${sellerOrderOfA}` }),
    expected: ownOnly(200, 403),
  },
  {
    name: "PATCH /api/seller/orders/:id/status (A's)",
    request: () => ({
      method: 'PATCH',
      url: `/api/seller/orders/${sellerOrderOfA}/status`,
      payload: { status: 'processing' },
    }),
    expected: ownOnly(200, 403),
  },
  {
    name: "DELETE /api/seller/products/:id (A's)",
    request: () => ({ method: 'DELETE', url: `/api/seller/products/${productOfA.id}` }),
    expected: ownOnly(204, 403),
  },
];

describe('seller endpoints: authorization matrix', () => {
  for (const c of CASES) {
    it(`${c.name}: ${ROLES.map((role) => `${role} ${c.expected[role]}`).join(', ')}`, async () => {
      // Seller A goes last, so that everyone else meets A's data as it was.
      for (const role of ROLES) {
        const request = c.request();
        const cookie = cookies[role];
        const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
        expect(res.statusCode, `${role}: ${res.body}`).toBe(c.expected[role]);
        if (res.statusCode === 404) expect(res.json().error.message).toMatch(/^(Product|Order) not found$/);
        if (role === 'pending' && res.statusCode === 403)
          expect(res.json().error.message).toBe('Your seller account is pending approval');
      }
    });
  }

  it("left seller A's product and seller order as only A changed them", async () => {
    const db = t.database.db;
    expect(await db.select().from(products).where(eq(products.id, productOfA.id))).toHaveLength(0); // A deleted it last
    const [order] = await db
      .select({ status: sellerOrders.status })
      .from(sellerOrders)
      .where(eq(sellerOrders.id, sellerOrderOfA));
    expect(order!.status).toBe('processing');
  });

  it("never lists A's products or orders to B", async () => {
    const b = cookies.sellerB!;
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/seller/products?q=kurta', headers: { cookie: b } })
    ).json();
    expect(list.data.every((p: { name: string }) => p.name !== 'Kurta of A' && p.name !== 'Renamed kurta')).toBe(true);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: b } })).json();
    expect(orders.total).toBe(0);
  });

  it('answers 404, not a server error, for ids that are not ids', async () => {
    for (const url of ['/api/seller/products/not-a-uuid', '/api/seller/orders/42']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.sellerA! } });
      expect(res.statusCode).toBe(404);
    }
  });
});
