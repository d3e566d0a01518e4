import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, createAdmin, createBuyer, createSeller, sessionCookie } from '../support/accounts';

let t: TestApp;
const cookies: Record<'buyer' | 'seller' | 'pendingSeller' | 'admin', string> = {
  buyer: '',
  seller: '',
  pendingSeller: '',
  admin: '',
};
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  cookies.buyer = await sessionCookie(t.database.db, (await createBuyer(db)).id);
  cookies.seller = await sessionCookie(t.database.db, (await createSeller(db)).id);
  cookies.pendingSeller = await sessionCookie(t.database.db, (await createSeller(db, 'pending')).id);
  cookies.admin = await sessionCookie(t.database.db, (await createAdmin(db)).id);

  // Every admin route the app serves, from its own OpenAPI document: a new route is in the matrix at once.
  const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
    string,
    Record<string, unknown>
  >;
  routes = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/auth/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'code'
            ? 'NOPE'
            : path.startsWith('/api/admin/emails/')
              ? '999999'
              : '00000000-0000-4000-8000-000000000000',
        ),
      })),
    );
});
afterAll(() => t.close());

describe('admin authorization matrix', () => {
  it('covers every admin area', () => {
    const areas = new Set(routes.map((r) => r.url.split('/')[3]));
    for (const area of [
      'me',
      'dashboard',
      'attention',
      'products',
      'imports',
      'categories',
      'banners',
      'search',
      'coupons',
      'sellers',
      'users',
      'orders',
      'seller-orders',
      'analytics',
      'settings',
      'profile',
      'emails',
      'system',
    ]) {
      expect(areas, area).toContain(area);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers 401 to a visitor, before reading the body', async () => {
    for (const { method, url } of routes) {
      const res = await caller(t)(
        method as never,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { junk: true },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 with the spec text to a buyer, a seller and a pending seller', async () => {
    for (const who of ['buyer', 'seller', 'pendingSeller'] as const) {
      for (const { method, url } of routes) {
        const res = await caller(t, cookies[who])(
          method as never,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : { junk: true },
        );
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(
          "You don't have admin privileges. Please contact the system administrator.",
        );
      }
    }
  });

  it('lets an admin through (an answer about the request, never a refusal or a crash)', async () => {
    for (const { method, url } of routes) {
      const res = await caller(t, cookies.admin)(
        method as never,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect([401, 403], `${method} ${url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('keeps sign-in, sign-up and sign-out open', async () => {
    expect(
      (await caller(t)('POST', '/api/admin/auth/login', { email: 'x@example.pk', password: 'wrong-one' })).statusCode,
    ).toBe(401);
    expect((await caller(t)('POST', '/api/admin/auth/logout', {})).statusCode).toBe(200);
  });

  it('answers the public settings to anyone', async () => {
    const res = await caller(t)('GET', '/api/settings/public');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      shopName: 'OnSale',
      supportEmail: 'support@onsale.pk',
      supportPhone: '+92 42 111 667 253',
      supportHours: 'Mon-Fri 9 AM-6 PM',
    });
  });
});
