import { EMAIL_ALREADY_VERIFIED, EMAIL_VERIFY_LINK_INVALID } from '@onsale/core/contracts/accounts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sellerOrders } from '../../src/db/schema';
import { RECEIPT_TAKE_OVER_TEXT } from '../../src/modules/mail/receipt-email';
import { caller, cookieOf, createAdmin, sessionCookie } from '../support/accounts';
import { checkoutBody, confirmAsShopper } from '../support/checkout';
import { createCategory, createProduct } from '../support/catalogue';
import { createTestApp, type TestApp } from '../support/test-app';
import { statusChange } from '../support/status-change';

let t: TestApp;
let productId: string;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.database.db, { name: 'Men', slug: 'men' });
  productId = (
    await createProduct(
      t.database.db,
      { category },
      { name: 'Cotton Kameez', price: 250_000, stock: 500, sizes: [], colors: [] },
    )
  ).id;
  admin = caller(t, await sessionCookie(t.database.db, (await createAdmin(t.database.db)).id));
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = (who: string) => `${who}.${++counter}.${Date.now()}@example.pk`;

async function checkout(email: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/docheckout',
    payload: checkoutBody(email, [{ product_id: productId, quantity: 1 }]),
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  await confirmAsShopper(t.app, t.database.db, res.json().data.order.id);
  return res;
}

/** The newest e-mail of a kind to an address, as the outbox holds it. */
async function lastMail(to: string, kind: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(sql`lower(${outbox.recipient}) = ${to.toLowerCase()}`, eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

function linkToken(text: string | undefined, page: 'set-password' | 'verify-email' | 'reset-password'): string {
  const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text ?? '')?.[1];
  if (!token) throw new Error(`no /${page} link in: ${text}`);
  return token;
}

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const orderNumbers = async (cookie: string) =>
  ((await get('/api/account/orders', cookie)).json().data as Array<{ number: string }>).map((order) => order.number);

async function signUp(email: string) {
  const res = await post('/api/auth/signup', {
    email,
    password: 'quetta-winter-9',
    confirmPassword: 'quetta-winter-9',
    username: 'bilal',
    firstName: 'Bilal',
    lastName: 'Ahmed',
    phoneNumber: '03215550000',
    address: '9 Jinnah Avenue',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: cookieOf(res), me: res.json().data as { emailVerified: boolean } };
}

describe('a guest checkout with an e-mail nobody has registered', () => {
  it('hands the stranger nothing that opens the account; the owner gets the link by e-mail and sees the order', async () => {
    const victim = freshEmail('victim');
    const placed = await checkout(victim);

    // Nothing in the answer but the order and the e-mail: no token, no hint an account was made.
    const raw = placed.body;
    expect(placed.json().data.customer).toEqual({ email: victim });
    expect(raw).not.toMatch(/token|password|account_created/i);
    const receipt = await lastMail(victim, 'receipt');
    const token = linkToken(receipt?.text, 'set-password');
    expect(raw).not.toContain(token);
    expect(placed.cookies.find((cookie) => cookie.name === 'onsale_session')).toBeUndefined();

    // Whatever the stranger holds does not set the password.
    const order = placed.json().data.order;
    for (const guess of [order.id, order.order_number, victim, placed.headers['etag'] ?? 'etag', 'A'.repeat(43)]) {
      const attempt = await post('/api/auth/set-password', { token: String(guess), password: 'stolen-account-1' });
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    }
    // Nor does signing up with the e-mail, or signing in.
    expect(
      (
        await post('/api/auth/signup', {
          email: victim,
          password: 'stolen-account-1',
          confirmPassword: 'stolen-account-1',
          username: 'x',
          firstName: 'X',
          lastName: 'Y',
          phoneNumber: '0300 1234567',
          address: 'Z',
        })
      ).statusCode,
    ).toBe(409);
    expect((await post('/api/auth/login', { email: victim, password: 'stolen-account-1' })).statusCode).toBe(401);

    // The owner opens the link from the receipt, and is signed in with the order in their account.
    const claimed = await post('/api/auth/set-password', { token, password: 'my-own-password-7' });
    expect(claimed.statusCode).toBe(200);
    const signedIn = await post('/api/auth/login', { email: victim, password: 'my-own-password-7' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.emailVerified).toBe(true);
    const cookie = cookieOf(signedIn);
    expect(await orderNumbers(cookie)).toEqual([order.order_number]);
    expect((await get(`/api/account/orders/${order.id}`, cookie)).statusCode).toBe(200);

    // A later guest order with the verified e-mail shows after sign-in, with no link in its receipt.
    const second = (await checkout(victim.toUpperCase())).json().data.order;
    const secondReceipt = await lastMail(victim, 'receipt');
    expect(secondReceipt!.subject).toContain(second.order_number);
    expect(secondReceipt!.text).not.toMatch(/set-password|verify-email/);
    const again = cookieOf(await post('/api/auth/login', { email: victim, password: 'my-own-password-7' }));
    expect(await orderNumbers(again)).toEqual([second.order_number, order.order_number]);
  });
});

describe('a guest order for the e-mail of an account that signed up with a password', () => {
  it('stays out of the account until the owner verifies the e-mail, and is tracked by number and e-mail meanwhile', async () => {
    const email = freshEmail('unproven');
    const { cookie, me } = await signUp(email);
    expect(me.emailVerified).toBe(false);
    const welcome = await lastMail(email, 'verify-email');
    expect(welcome).toMatchObject({ subject: 'Confirm your OnSale e-mail address' });
    const signupToken = linkToken(welcome!.text, 'verify-email');

    const guest = (await checkout(email)).json().data.order;
    const mine = (await checkout(freshEmail('gift'), cookie)).json().data.order;

    // Orders placed signed in always show; the guest order does not, by list or by address.
    expect(await orderNumbers(cookie)).toEqual([mine.order_number]);
    expect((await get('/api/account/orders', cookie)).json().total).toBe(1);
    const hidden = await get(`/api/account/orders/${guest.id}`, cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Order not found');
    // Its status changes reach the e-mail address, not the unproven account's notifications.
    const [part] = await t.database.db
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, guest.id));
    expect(
      (await admin('PUT', `/api/admin/seller-orders/${part!.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    expect((await get('/api/account/notifications', cookie)).json().data).toEqual([]);
    // Tracking by number and e-mail works as for any guest.
    expect((await post('/api/orders/track', { orderNumber: guest.order_number, email })).statusCode).toBe(200);

    // The receipt offers no way into the account but taking it over with a new password.
    const receipt = (await lastMail(email, 'receipt'))!.text;
    expect(receipt).not.toContain('/verify-email');
    expect(receipt).toContain(
      `/set-password?token=${linkToken(receipt, 'set-password')}&order=${guest.id}&account=existing`,
    );
    expect(receipt).toContain(RECEIPT_TAKE_OVER_TEXT);

    // My Orders offers the link again.
    const resent = await post('/api/me/email-verification', undefined, cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().data.message).toBe(`We sent a link to verify your e-mail address to ${email}.`);
    expect(linkToken((await lastMail(email, 'verify-email'))!.text, 'verify-email')).not.toBe(signupToken);

    // The link proves the address: the guest order shows, and later changes are notified.
    const verified = await post('/api/auth/verify-email', { token: signupToken });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ email });
    expect(verified.cookies.find((c) => c.name === 'onsale_session')).toBeUndefined();
    expect((await get('/api/me', cookie)).json().data.emailVerified).toBe(true);
    expect(await orderNumbers(cookie)).toEqual([mine.order_number, guest.order_number]);
    expect((await get(`/api/account/orders/${guest.id}`, cookie)).statusCode).toBe(200);
    expect(
      (await admin('PUT', `/api/admin/seller-orders/${part!.id}/status`, statusChange('shipped'))).statusCode,
    ).toBe(200);
    expect((await get('/api/account/notifications', cookie)).json().data).toHaveLength(1);

    // Each link works once, and a verified account has nothing to resend.
    const reused = await post('/api/auth/verify-email', { token: signupToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(EMAIL_VERIFY_LINK_INVALID);
    const done = await post('/api/me/email-verification', undefined, cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(EMAIL_ALREADY_VERIFIED);
  });

  it('shows once the owner uses a password reset link', async () => {
    const byReset = freshEmail('reset-proof');
    await signUp(byReset);
    const other = (await checkout(byReset)).json().data.order;
    expect((await post('/api/auth/password-reset', { email: byReset })).statusCode).toBe(202);
    const reset = await post('/api/auth/set-password', {
      token: linkToken((await lastMail(byReset, 'password-reset'))!.text, 'reset-password'),
      password: 'fresh-password-3',
    });
    expect(reset.statusCode).toBe(200);
    expect(await orderNumbers(cookieOf(reset))).toEqual([other.order_number]);
  });

  it('refuses to resend the link to a visitor, and a made-up link', async () => {
    expect((await post('/api/me/email-verification')).statusCode).toBe(401);
    const wrong = await post('/api/auth/verify-email', { token: 'not-a-real-token' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ token: EMAIL_VERIFY_LINK_INVALID });
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });
});

describe("an account a stranger opened with the shopper's e-mail before the shopper ever ordered", () => {
  it("goes to the shopper through the receipt's link, which ends the stranger's session and password", async () => {
    const victim = freshEmail('pre-registered');
    // The stranger signs up with the victim's address and stays signed in.
    const stranger = await signUp(victim);
    const order = (await checkout(victim)).json().data.order;
    expect((await get(`/api/account/orders/${order.id}`, stranger.cookie)).statusCode).toBe(404);

    const receipt = await lastMail(victim, 'receipt');
    expect(receipt!.text).toContain(RECEIPT_TAKE_OVER_TEXT);
    expect(receipt!.html).toContain('take the account over');
    const token = linkToken(receipt!.text, 'set-password');
    const taken = await post('/api/auth/set-password', { token, password: 'victims-own-pass-4' });
    expect(taken.statusCode).toBe(200);

    // The victim is signed in and sees the order; the account is the victim's from now on.
    const victimCookie = cookieOf(taken);
    expect((await get(`/api/account/orders/${order.id}`, victimCookie)).statusCode).toBe(200);
    expect(await orderNumbers(victimCookie)).toEqual([order.order_number]);
    // The stranger's session is over, and the stranger's password no longer signs in.
    expect((await get(`/api/account/orders/${order.id}`, stranger.cookie)).statusCode).toBe(401);
    expect((await get('/api/account/orders', stranger.cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: victim, password: 'quetta-winter-9' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: victim, password: 'victims-own-pass-4' })).statusCode).toBe(200);
    // The link works once.
    expect((await post('/api/auth/set-password', { token, password: 'strangers-retry-5' })).statusCode).toBe(400);
  });

  it("voids an older receipt's link once a newer receipt's link set the password", async () => {
    const email = freshEmail('two-receipts');
    const first = (await checkout(email)).json().data.order;
    const older = linkToken((await lastMail(email, 'receipt'))!.text, 'set-password');
    const second = (await checkout(email)).json().data.order;
    const newer = linkToken((await lastMail(email, 'receipt'))!.text, 'set-password');
    expect(newer).not.toBe(older);

    const set = await post('/api/auth/set-password', { token: newer, password: 'owner-chose-this-1' });
    expect(set.statusCode).toBe(200);
    const replayed = await post('/api/auth/set-password', { token: older, password: 'older-mail-reader-2' });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await post('/api/auth/login', { email, password: 'older-mail-reader-2' })).statusCode).toBe(401);
    expect((await get('/api/me', cookieOf(set))).statusCode).toBe(200);
    expect(await orderNumbers(cookieOf(set))).toEqual([second.order_number, first.order_number]);
  });
});
