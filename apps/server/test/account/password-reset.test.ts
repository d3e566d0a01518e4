import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, outbox } from '../../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../src/modules/limits/rate-limit-rules';
import { cookieOf, createBuyer, signIn, TEST_PASSWORD } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example', redisUrl: process.env.REDIS_URL || undefined });
});
afterAll(() => t.close());

let ip = 0;
const requestReset = (email: string, remoteAddress = `10.9.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
const checkLink = async (token: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/set-password/check', payload: { token } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { data: { usable: boolean } }).data.usable;
};
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function linkSentTo(email: string): Promise<string> {
  const mails = (await t.database.db.select().from(outbox).where(eq(outbox.recipient, email))).filter(
    (m) => m.kind === 'password-reset',
  );
  const last = mails.at(-1);
  if (!last) throw new Error(`no reset e-mail to ${email}`);
  const match = /https:\/\/shop\.example\/reset-password\?token=([\w-]+)/.exec(last.text);
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and e-mails a link only to a real account', async () => {
    const user = await createBuyer(t.database.db);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-at-all@example.pk');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await linkSentTo(user.email)).toBeTruthy();
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody-at-all@example.pk')),
    ).toHaveLength(0);
  });

  it('the link sets a new password once, signs in, ends the old sessions, and cannot be used again', async () => {
    const user = await createBuyer(t.database.db);
    const oldSession = await signIn(t.app, user.email);
    await requestReset(user.email);
    const token = await linkSentTo(user.email);
    // The page checks the link as it opens; checking does not use it up.
    expect(await checkLink(token)).toBe(true);
    expect(await checkLink(token)).toBe(true);

    const used = await setPassword(token, 'new-secret-kurta');
    expect(used.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(used) } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } })).statusCode).toBe(
      401,
    );
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    // Used once, the link is refused as soon as its page opens again, and so is one never sent.
    expect(await checkLink(token)).toBe(false);
    expect(await checkLink('no-such-token')).toBe(false);
    expect(await checkLink('')).toBe(false);
    expect((await login(user.email, 'new-secret-kurta')).statusCode).toBe(200);

    const again = await setPassword(token, 'another-secret-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await login(user.email, 'another-secret-9')).statusCode).toBe(401);
  });

  it('voids the older links once a newer one set the password', async () => {
    const user = await createBuyer(t.database.db);
    await requestReset(user.email);
    const older = await linkSentTo(user.email);
    await requestReset(user.email);
    const newer = await linkSentTo(user.email);
    expect(newer).not.toBe(older);

    expect((await setPassword(newer, 'chosen-by-owner-1')).statusCode).toBe(200);
    const replayed = await setPassword(older, 'set-by-whoever-2');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await login(user.email, 'set-by-whoever-2')).statusCode).toBe(401);
    expect((await login(user.email, 'chosen-by-owner-1')).statusCode).toBe(200);
  });

  it('an expired link does nothing', async () => {
    const user = await createBuyer(t.database.db);
    await requestReset(user.email);
    const token = await linkSentTo(user.email);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const res = await setPassword(token, 'new-secret-kurta');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('works for an account made at guest checkout, which then signs in with its new password', async () => {
    const guest = await createBuyer(t.database.db, { passwordHash: null });
    await requestReset(guest.email);
    expect((await setPassword(await linkSentTo(guest.email), 'my-first-password')).statusCode).toBe(200);
    expect((await login(guest.email, 'my-first-password')).statusCode).toBe(200);
  });

  it('sends nothing to a blocked account', async () => {
    const blocked = await createBuyer(t.database.db, { status: 'blocked' });
    expect((await requestReset(blocked.email)).statusCode).toBe(202);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, blocked.email))).toHaveLength(0);
  });

  it('is rate limited per e-mail and per address, for known and unknown e-mails alike', async () => {
    const user = await createBuyer(t.database.db);
    for (let i = 0; i < DEFAULT_RATE_LIMITS['password-reset-email'].limit; i++)
      expect((await requestReset(user.email)).statusCode).toBe(202);
    const limited = await requestReset(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    for (let i = 0; i < DEFAULT_RATE_LIMITS['password-reset-email'].limit; i++)
      await requestReset('unknown-reset@example.pk');
    expect((await requestReset('unknown-reset@example.pk')).statusCode).toBe(429);
    for (let i = 0; i < DEFAULT_RATE_LIMITS['password-reset-address'].limit; i++)
      expect((await requestReset(`spray-reset${i}@example.pk`, '10.8.8.8')).statusCode).toBe(202);
    expect((await requestReset('one-more@example.pk', '10.8.8.8')).statusCode).toBe(429);
  });

  it('validates the e-mail', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid email address');
  });
});
