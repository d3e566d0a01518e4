import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { cookieOf, createBuyer, signIn, TEST_PASSWORD } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const signupBody = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `new.buyer${n}@example.pk`,
    username: `newbuyer${n}`,
    firstName: 'Ayesha',
    lastName: 'Khan',
    phoneNumber: '03001234567',
    address: '12 Mall Road, Lahore',
    password: 'green-kurta-7',
    confirmPassword: 'green-kurta-7',
    ...overrides,
  };
};
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('one phone rule for sign-up and My Profile', () => {
  const invalid = 'Please enter a Pakistani mobile or landline number, e.g. 0300 1234567 or 042 35761234.';

  it('refuses a phone that is not a Pakistani number, and makes no account', async () => {
    for (const phoneNumber of ['abc', '12', '0300 123', '+44 20 7946 0958']) {
      const email = `phone-${phoneNumber.replace(/\W/g, '')}@example.pk`;
      const res = await post('/api/auth/signup', signupBody({ email, phoneNumber }));
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json().error.fields).toEqual({ phoneNumber: invalid });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('takes a mobile or a landline however it is written, and keeps its +92 form', async () => {
    const res = await post(
      '/api/auth/signup',
      signupBody({ email: 'landline@example.pk', phoneNumber: '(042) 3576-1234' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.phoneNumber).toBe('+924235761234');
    const cookie = cookieOf(res);
    const profile = { username: 'landline', firstName: 'A', lastName: 'K', address: '5 Canal View, Lahore' };
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { ...profile, phoneNumber: 'abc' },
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ phoneNumber: invalid });
    expect((await get('/api/me', cookie)).json().data.phoneNumber).toBe('+924235761234');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { ...profile, phoneNumber: '0092 321 7654321' },
      headers: { cookie },
    });
    expect(saved.json().data.phoneNumber).toBe('+923217654321');
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account, signs it in at once and tells who is signed in', async () => {
    const body = signupBody({ email: '  Mixed.Case@Example.PK ' });
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'mixed.case@example.pk',
      firstName: 'Ayesha',
      lastName: 'Khan',
      username: body.username,
      phoneNumber: '+923001234567',
      address: '12 Mall Road, Lahore',
      isSeller: false,
      sellerStatus: null,
      isAdmin: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'onsale_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await get('/api/me', cookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('mixed.case@example.pk');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mixed.case@example.pk'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.status).toBe('active');
  });

  it.each([
    ['email', { email: '' }, 'email is required'],
    ['username', { username: '  ' }, 'username is required'],
    ['firstName', { firstName: undefined }, 'firstName is required'],
    ['lastName', { lastName: '' }, 'lastName is required'],
    ['phoneNumber', { phoneNumber: '' }, 'phoneNumber is required'],
    ['address', { address: '' }, 'address is required'],
    ['password', { password: '', confirmPassword: '' }, 'password is required'],
    ['confirmPassword', { confirmPassword: '' }, 'confirmPassword is required'],
  ])('requires %s', async (field, overrides, message) => {
    const res = await post('/api/auth/signup', signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', 'Passwords do not match'],
    [{ password: 'password123', confirmPassword: 'password123' }, 'password', 'Password is too weak'],
    [{ password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }, 'password', 'Password is too weak'],
  ])('refuses %j with the spec message', async (overrides, field, message) => {
    const res = await post('/api/auth/signup', signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.json().error.fields[field]).toBe(message);
    expect(res.cookies.find((c) => c.name === 'onsale_session')).toBeUndefined();
  });

  it("answers 'Email is already in use' for a taken e-mail in any letter case", async () => {
    const body = signupBody();
    expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
    const again = await post('/api/auth/signup', signupBody({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Email is already in use');
  });

  it('refuses the e-mail of an account made at guest checkout, and leaves that account as it was', async () => {
    const guest = await createBuyer(t.database.db, { passwordHash: null, firstName: 'Guest' });
    const res = await post('/api/auth/signup', signupBody({ email: guest.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Email is already in use');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row!.passwordHash).toBeNull();
    expect(row!.firstName).toBe('Guest');
  });

  it('answers 400, not 500, for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any e-mail letter case', async () => {
    const user = await createBuyer(t.database.db);
    const res = await post('/api/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uid: user.id, email: user.email });
    expect((await get('/api/me', cookieOf(res))).json().data.uid).toBe(user.id);
  });

  it('requires the e-mail and the password', async () => {
    const noEmail = await post('/api/auth/login', { email: '', password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe('email is required');
    const noPassword = await post('/api/auth/login', { email: 'a@b.pk' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.message).toBe('password is required');
  });

  it('gives one answer for an unknown e-mail, a wrong password and an account without a password', async () => {
    const user = await createBuyer(t.database.db);
    const guest = await createBuyer(t.database.db, { passwordHash: null });
    const answers = [
      await post('/api/auth/login', { email: 'nobody-here@example.pk', password: TEST_PASSWORD }),
      await post('/api/auth/login', { email: user.email, password: 'wrong-password' }),
      await post('/api/auth/login', { email: guest.email, password: TEST_PASSWORD }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password' } });
    }
  });

  it('takes about the same time for an unknown e-mail as for a wrong password', async () => {
    const user = await createBuyer(t.database.db);
    const time = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/login', { email, password: 'wrong-password' });
      return performance.now() - started;
    };
    await time('warm-up@example.pk');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`unknown${i}@example.pk`));
      wrong.push(await time(user.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // Both verify an argon2id hash; without the decoy the unknown e-mail would answer in a few ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('refuses a blocked account with the spec message, only once the password is right', async () => {
    const user = await createBuyer(t.database.db, { status: 'blocked' });
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    expect(wrong.json().error.message).toBe('Invalid email or password');
    const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Your account has been blocked. Please contact support.');
    expect(res.cookies.find((c) => c.name === 'onsale_session' && c.value)).toBeUndefined();
  });
});

describe('sessions', () => {
  it('GET /api/me answers 401 when signed out or with a made-up cookie', async () => {
    expect((await get('/api/me')).statusCode).toBe(401);
    expect((await get('/api/me', 'onsale_session=made-up')).statusCode).toBe(401);
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const res = await post('/api/auth/logout', {}, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'onsale_session')!.value).toBe('');
    expect((await get('/api/me', cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('blocking an account ends its live sessions at once', async () => {
    const user = await createBuyer(t.database.db);
    const first = await signIn(t.app, user.email);
    const second = await signIn(t.app, user.email);
    expect((await get('/api/me', first)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    expect((await get('/api/me', first)).statusCode).toBe(401);
    expect((await get('/api/account/orders', second)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('refuses a state change sent from another site', async () => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
  });

  it('takes a change only from its own origin: the scheme, the host and the port must all match', async () => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const logout = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, host: 'shop.test:3000', origin } });
    for (const origin of ['https://shop.test:3000', 'http://shop.test:4000', 'http://shop.test', 'null']) {
      expect((await logout(origin)).statusCode, origin).toBe(403);
    }
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    expect((await logout('http://shop.test:3000')).statusCode).toBe(204);
    expect((await get('/api/me', cookie)).statusCode).toBe(401);
  });

  it('behind a proxy that ends TLS, refuses a page on http:// of a shop whose address is https://', async () => {
    const shop = await createTestApp({ publicUrl: 'https://shop.example.pk' });
    try {
      // The proxy forwards plain http: the request's own scheme does not tell what the browser used.
      const logout = (origin: string) =>
        shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: 'shop.example.pk', origin } });
      expect((await logout('http://shop.example.pk')).statusCode).toBe(403);
      expect((await logout('https://shop.example.pk')).statusCode).toBe(204);
    } finally {
      await shop.close();
    }
  });
});

describe('PUT /api/me', () => {
  const profile = {
    username: 'ayesha.k',
    firstName: 'Ayesha',
    lastName: 'Karim',
    phoneNumber: '03211234567',
    address: '5 Canal View, Lahore',
  };

  it('updates My Profile and keeps the e-mail', async () => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', payload: profile, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // the phone is kept in its +92 form
    const saved = { ...profile, phoneNumber: '+923211234567' };
    expect(res.json().data).toMatchObject({ ...saved, email: user.email, uid: user.id });
    expect((await get('/api/me', cookie)).json().data).toMatchObject(saved);
  });

  it.each(['username', 'firstName', 'lastName', 'phoneNumber', 'address'])('requires %s', async (field) => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { ...profile, [field]: ' ' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`${field} is required`);
  });

  it('ignores an e-mail or admin flag sent along', async () => {
    const user = await createBuyer(t.database.db);
    const cookie = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { ...profile, email: 'other@example.pk', isAdmin: true },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, isAdmin: false });
  });
});
