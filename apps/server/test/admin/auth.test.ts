import { TOO_MANY_LOGIN_ATTEMPTS, TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT } from '@onsale/core/contracts/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { ensureFirstAdmin } from '../../src/modules/admin/bootstrap';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, createAdmin, createBuyer, createSeller, TEST_PASSWORD } from '../support/accounts';

const INVITE = 'invite-code-for-tests';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ adminInviteCode: INVITE });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers: cookie ? { cookie } : {} });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'onsale_session');
  return c ? `onsale_session=${c.value}` : undefined;
};
const signup = (overrides: Record<string, unknown> = {}) =>
  post('/api/admin/auth/signup', {
    name: 'Sana Malik',
    email: 'sana@onsale.pk',
    password: 'lahore-2026!',
    confirmPassword: 'lahore-2026!',
    inviteCode: INVITE,
    ...overrides,
  });

describe('admin sign-up', () => {
  it('answers the spec messages for each mistake, and creates nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ confirmPassword: 'something-else' }, 400, 'Passwords do not match'],
      [{ password: '12345', confirmPassword: '12345' }, 400, 'Password must be at least 6 characters'],
      [{ inviteCode: '' }, 400, 'Invite code is required'],
      [{ inviteCode: undefined }, 400, 'Invite code is required'],
      [{ inviteCode: 'wrong-code' }, 400, 'Invalid invite code. Please contact an existing administrator.'],
      [{ inviteCode: `${INVITE}x` }, 400, 'Invalid invite code. Please contact an existing administrator.'],
      [{ email: 'not-an-email' }, 400, 'Invalid email address'],
      [{ password: 'password123', confirmPassword: 'password123' }, 400, 'Password is too weak'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await signup(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(row!.n).toBe(0);
  });

  it('creates an admin with the right invite code, then refuses the same e-mail', async () => {
    const res = await signup();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe('sana@onsale.pk');
    const again = await signup({ email: 'SANA@onsale.pk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('An admin with this email already exists.');

    const login = await post('/api/admin/auth/login', { email: 'sana@onsale.pk', password: 'lahore-2026!' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email: 'sana@onsale.pk', firstName: 'Sana', lastName: 'Malik' });
  });

  it('refuses the e-mail of an existing buyer account without making it an admin', async () => {
    const buyer = await createBuyer(t.database.db);
    const res = await signup({ email: buyer.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This email is already in use');
  });

  it('is closed when no invite code is configured', async () => {
    const closed = await createTestApp();
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/admin/auth/signup',
        payload: {
          name: 'X',
          email: 'x@onsale.pk',
          password: 'lahore-2026!',
          confirmPassword: 'lahore-2026!',
          inviteCode: 'anything-at-all',
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Admin sign-up is closed. Please contact an existing administrator.');
      const empty = await closed.app.inject({ method: 'POST', url: '/api/admin/auth/signup', payload: {} });
      expect(empty.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe('admin sign-in and sign-out', () => {
  it('signs an admin in with a session cookie that opens the admin area, and out again', async () => {
    const admin = await createAdmin(t.database.db);
    const res = await post('/api/admin/auth/login', { email: admin.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res)!;
    expect(res.headers['set-cookie']).toContain('HttpOnly');
    expect((await caller(t, cookie)('GET', '/api/admin/me')).json().data.email).toBe(admin.email);

    const out = await post('/api/admin/auth/logout', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await caller(t, cookie)('GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const admin = await createAdmin(t.database.db);
    for (const body of [
      { email: 'nobody@onsale.pk', password: TEST_PASSWORD },
      { email: admin.email, password: 'wrong-password' },
    ]) {
      const res = await post('/api/admin/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Invalid email or password');
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('tells a buyer or seller with the right password that they are not an admin, without a session', async () => {
    for (const role of ['buyer', 'seller'] as const) {
      const user = await (role === 'buyer' ? createBuyer : createSeller)(t.database.db);
      const res = await post('/api/admin/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        "You don't have admin privileges. Please contact the system administrator.",
      );
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const admin = await createAdmin(t.database.db);
    for (let i = 0; i < 5; i++) await post('/api/admin/auth/login', { email: admin.email, password: `wrong-${i}` });
    const res = await post('/api/admin/auth/login', { email: admin.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT);
  });

  it('names a missing field', async () => {
    const res = await post('/api/admin/auth/login', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Email is required');
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD only while there is no admin', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      expect(await ensureFirstAdmin(db, undefined)).toBe('not-configured');
      const admins = () =>
        db
          .select({ email: users.email })
          .from(users)
          .where(sql`${users.isAdmin}`);
      expect(await admins()).toEqual([]);

      expect(await ensureFirstAdmin(db, { email: 'owner@onsale.pk', password: 'first-admin-secret' })).toBe('created');
      expect(await ensureFirstAdmin(db, { email: 'second@onsale.pk', password: 'second-admin-secret' })).toBe('exists');
      expect(await admins()).toEqual([{ email: 'owner@onsale.pk' }]);

      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'owner@onsale.pk', password: 'first-admin-secret' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a weak configured password with one line naming the setting', async () => {
    const fresh = await createTestApp();
    try {
      await expect(
        ensureFirstAdmin(fresh.database.db, { email: 'owner@onsale.pk', password: 'admin123' }),
      ).rejects.toThrow(/^Invalid configuration: ADMIN_PASSWORD/);
    } finally {
      await fresh.close();
    }
  });

  it('no account can sign in to the admin area of a shop without configuration', async () => {
    const fresh = await createTestApp();
    try {
      for (const [email, password] of [
        ['admin@onsale.pk', 'admin'],
        ['admin@onsale.pk', 'admin123'],
        ['admin@admin.com', 'password'],
      ]) {
        const res = await fresh.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { email, password },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('invite code guesses', () => {
  it('refuses a sixth wrong code from one address with the plain words: no account is e-mailed', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/signup',
        remoteAddress: '198.51.100.77',
        payload: {
          name: 'Guess',
          email: 'guess@onsale.pk',
          password: 'lahore-2026!',
          confirmPassword: 'lahore-2026!',
          inviteCode: 'wrong-code',
        },
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS);
  });
});
