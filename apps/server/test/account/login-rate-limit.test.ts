import { TOO_MANY_LOGIN_ATTEMPTS, TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT } from '@onsale/core/contracts/accounts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/limits/rate-limit-rules';
import { cookieOf, createAdmin, createBuyer, createSeller, TEST_PASSWORD } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// With REDIS_URL set (the PostgreSQL CI run) the counters live in Redis; otherwise in memory.
const redisUrl = process.env.REDIS_URL || undefined;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ redisUrl });
});
afterAll(() => t.close());

const LOGIN_LIMITS = {
  perAccount: DEFAULT_RATE_LIMITS['login-account'],
  perAddress: DEFAULT_RATE_LIMITS['login-address'],
};

/** The links to sign in anyway that went to an address, oldest first. */
async function unlockLinks(email: string): Promise<string[]> {
  const mails = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`, eq(outbox.kind, 'login-unlock')))
    .orderBy(outbox.id);
  return mails.map((mail) => decodeURIComponent(/\/reset-password\?token=([\w%-]+)/.exec(mail.text)![1]!));
}
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });

const login = (email: string, password: string, ip = '10.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe(`login rate limit (${redisUrl ? 'Redis' : 'memory'})`, () => {
  it('refuses an account after repeated failures, even with the right password, while other accounts still sign in', async () => {
    const user = await createBuyer(t.database.db);
    const other = await createBuyer(t.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
      expect((await login(user.email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, TEST_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT);
    // The count is per account, whatever the letter case of the e-mail.
    expect((await login(user.email.toUpperCase(), TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(429);
    expect((await login(other.email, TEST_PASSWORD, '10.1.1.3')).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, so the answer does not reveal which accounts exist', async () => {
    const user = await createBuyer(t.database.db);
    const ghost = `ghost-${Date.now()}@example.pk`;
    const answers = [];
    for (const email of [ghost, user.email]) {
      for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await login(email, 'whatever', `10.2.0.${i}`);
      const refused = await login(email, 'whatever', '10.2.1.1');
      answers.push({
        status: refused.statusCode,
        body: refused.json(),
        retryAfter: refused.headers['retry-after'] !== undefined,
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(429);
    // Only the account's owner is e-mailed, and nobody learns whether that happened.
    expect(await unlockLinks(ghost)).toEqual([]);
    expect(await unlockLinks(user.email)).toHaveLength(1);
  });

  it("lets the owner in after five strangers' wrong guesses from five addresses, through the one e-mailed link, while guessing stays limited", async () => {
    const owner = await createBuyer(t.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      expect((await login(owner.email, `stranger-${i}`, `10.20.${i}.1`)).statusCode).toBe(401);
    // Over the account's limit no password is checked, from any address, the owner's right one included.
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, `stranger-more-${i}`, `10.21.${i}.1`)).statusCode).toBe(429);
    const refused = await login(owner.email, TEST_PASSWORD, '10.22.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT);
    // However many refusals, the owner's inbox gets one link per lock.
    const links = await unlockLinks(owner.email);
    expect(links).toHaveLength(1);

    const unlocked = await setPassword(links[0]!, 'after-the-lock-5');
    expect(unlocked.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(unlocked) } })).json().data
        .email,
    ).toBe(owner.email);
    expect((await login(owner.email, 'after-the-lock-5', '10.22.0.2')).statusCode).toBe(200);
    // The link works once, and the strangers are back to five guesses a quarter hour at the new password.
    expect((await setPassword(links[0]!, 'stolen-password-1')).statusCode).toBe(400);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      expect((await login(owner.email, `stranger-again-${i}`, `10.23.${i}.1`)).statusCode).toBe(401);
    expect((await login(owner.email, 'after-the-lock-5', '10.24.0.1')).statusCode).toBe(429);
  });

  it('refuses an address that fails across many accounts', async () => {
    const user = await createBuyer(t.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i++) {
      expect((await login(`spray${i}@example.pk`, 'guess', '10.3.0.1')).statusCode).toBe(401);
    }
    const res = await login(user.email, TEST_PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('a right password clears the account count', async () => {
    const user = await createBuyer(t.database.db);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit - 1; i++) await login(user.email, 'wrong', `10.4.0.${i}`);
    expect((await login(user.email, TEST_PASSWORD, '10.4.1.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit - 1; i++) await login(user.email, 'wrong', `10.4.2.${i}`);
    expect((await login(user.email, TEST_PASSWORD, '10.4.3.1')).statusCode).toBe(200);
  });

  // The password is checked only after the attempt is counted: a burst of guesses sent at once
  // gets no more tries than the same guesses sent one by one.
  describe.each([
    { form: 'buyer', url: '/api/auth/login', account: () => createBuyer(t.database.db) },
    { form: 'admin', url: '/api/admin/auth/login', account: () => createAdmin(t.database.db) },
    { form: 'seller', url: '/api/sellers/login', account: () => createSeller(t.database.db, 'approved') },
  ])('the $form sign-in under concurrent guesses', ({ form, url, account }) => {
    const attempt = (email: string, password: string, ip: string) =>
      t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

    it('checks only as many of 40 concurrent wrong passwords as the limit allows, then refuses the right one', async () => {
      const user = await account();
      const net = form === 'buyer' ? 61 : form === 'admin' ? 62 : 63;
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(user.email, `wrong-guess-${i}`, `10.${net}.0.${i}`)),
      );
      const statuses = guesses.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount.limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOGIN_LIMITS.perAccount.limit);

      const right = await attempt(user.email, TEST_PASSWORD, `10.${net}.1.1`);
      expect(right.statusCode).toBe(429);
      expect(right.json().error.message).toBe(TOO_MANY_LOGIN_ATTEMPTS_FOR_ACCOUNT);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.windowSeconds);
    });

    it('e-mails the locked owner one link, and the owner then signs in on this form with the password it set', async () => {
      const user = await account();
      const net = form === 'buyer' ? 65 : form === 'admin' ? 66 : 67;
      for (let i = 0; i <= LOGIN_LIMITS.perAccount.limit + 2; i++)
        await attempt(user.email, `wrong-${i}`, `10.${net}.${i}.1`);
      expect((await attempt(user.email, TEST_PASSWORD, `10.${net}.9.1`)).statusCode).toBe(429);
      const links = await unlockLinks(user.email);
      expect(links).toHaveLength(1);
      expect((await setPassword(links[0]!, 'unlocked-again-7')).statusCode).toBe(200);
      expect((await attempt(user.email, 'unlocked-again-7', `10.${net}.9.2`)).statusCode).toBe(200);
    });

    it('checks only as many of 40 concurrent guesses from one address over many accounts as the address limit allows', async () => {
      const ip = form === 'buyer' ? '10.64.0.1' : form === 'admin' ? '10.64.0.2' : '10.64.0.3';
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(`spray-${form}-${i}@example.pk`, 'password123', ip)),
      );
      expect(guesses.filter((res) => res.statusCode === 401)).toHaveLength(LOGIN_LIMITS.perAddress.limit);
      const user = await account();
      expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    });
  });

  it('a right password gives the address its attempt back, so an office of shoppers signing in is never refused', async () => {
    const users = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAddress.limit + 5 }, () => createBuyer(t.database.db)),
    );
    for (const user of users) expect((await login(user.email, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(200);
  });

  it.runIf(redisUrl)('is shared between app processes on the same Redis', async () => {
    const second = await createTestApp({ redisUrl, redisKeyPrefix: t.config.redisKeyPrefix });
    try {
      const user = await createBuyer(t.database.db);
      for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await login(user.email, 'wrong', `10.5.0.${i}`);
      // The second app has its own database: the account is unknown there, but the count is shared.
      expect((await login(user.email, TEST_PASSWORD, '10.5.1.1', second.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
