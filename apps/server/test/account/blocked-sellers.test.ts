import { ACCOUNT_BLOCKED } from '@onsale/core/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountToken } from '../../src/modules/accounts/account-tokens.repository';
import { caller, cookieOf, createAdmin, createSeller, sessionCookie, TEST_PASSWORD } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t, await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id));
});
afterAll(() => t.close());

const anonymous = () => caller(t);

/** Every form that signs someone in with an e-mail and password. */
const LOGIN_FORMS = ['/api/auth/login', '/api/sellers/login', '/api/admin/auth/login'] as const;

describe('a blocked seller', () => {
  it.each(LOGIN_FORMS)('is refused at %s with the blocked message, and only after the right password', async (form) => {
    const seller = await createSeller(t.database.db, 'blocked');
    const res = await anonymous()('POST', form, { email: seller.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCOUNT_BLOCKED);
    expect(res.cookies.find((cookie) => cookie.name === 'onsale_session' && cookie.value)).toBeUndefined();
    // A wrong password learns nothing of the block.
    const wrong = await anonymous()('POST', form, { email: seller.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('is refused by a set-password or reset link too, which would sign them in', async () => {
    const seller = await createSeller(t.database.db, 'blocked');
    const token = await createAccountToken(t.database.db, seller.id, 'reset_password');
    const res = await anonymous()('POST', '/api/auth/set-password', { token, password: 'a-new-password-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCOUNT_BLOCKED);
  });

  it('is signed out at once when an admin blocks them: the old cookie is 401 on the next request', async () => {
    const seller = await createSeller(t.database.db, 'approved');
    const asBuyer = await anonymous()('POST', '/api/auth/login', { email: seller.email, password: TEST_PASSWORD });
    const asSeller = await anonymous()('POST', '/api/sellers/login', { email: seller.email, password: TEST_PASSWORD });
    expect([asBuyer.statusCode, asSeller.statusCode]).toEqual([200, 200]);
    const sessions = [cookieOf(asBuyer), cookieOf(asSeller)];
    for (const cookie of sessions) expect((await caller(t, cookie)('GET', '/api/seller/profile')).statusCode).toBe(200);

    const blocked = await admin('POST', `/api/admin/sellers/${seller.id}/status`, {
      action: 'block',
      reason: 'Counterfeit goods',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.status).toBe('blocked');

    for (const cookie of sessions) {
      expect((await caller(t, cookie)('GET', '/api/me')).statusCode).toBe(401);
      expect((await caller(t, cookie)('GET', '/api/seller/profile')).statusCode).toBe(401);
      expect((await caller(t, cookie)('GET', '/api/account/orders')).statusCode).toBe(401);
    }
    expect(
      (await anonymous()('POST', '/api/auth/login', { email: seller.email, password: TEST_PASSWORD })).json().error
        .message,
    ).toBe(ACCOUNT_BLOCKED);

    // Unblocked, they sign in again.
    expect((await admin('POST', `/api/admin/sellers/${seller.id}/status`, { action: 'unblock' })).statusCode).toBe(200);
    expect(
      (await anonymous()('POST', '/api/auth/login', { email: seller.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('a rejected seller', () => {
  it('keeps buyer access but not the seller area’s work', async () => {
    const seller = await createSeller(t.database.db, 'rejected');
    const login = await anonymous()('POST', '/api/auth/login', { email: seller.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email: seller.email, sellerStatus: 'rejected' });
    const asRejected = caller(t, cookieOf(login));
    expect((await asRejected('GET', '/api/account/orders')).statusCode).toBe(200);
    expect((await asRejected('GET', '/api/account/wishlist')).statusCode).toBe(200);
    const order = await asRejected('GET', '/api/seller/orders');
    expect(order.statusCode).toBe(403);
    expect(order.json().error.message).toBe('Your seller account was not approved');
  });
});
