import crypto from 'node:crypto';
import { slugify } from '@onsale/core/slug';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Executor } from '../../src/db/client';
import { brands, sellerProfiles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/password';
import { createSessionService, SESSION_COOKIE } from '../../src/modules/accounts/session.service';

let sequence = 0;
const next = () => ++sequence;

export const TEST_PASSWORD = 'kurta-lover-42';
let testPasswordHash: Promise<string> | undefined;

type SellerStatus = (typeof sellerProfiles.$inferInsert)['status'];

/** A shopper's account straight in the database (password TEST_PASSWORD unless `passwordHash` is given). */
export async function createBuyer(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: `shopper${n}-${Date.now()}@example.pk`,
      passwordHash: await testPasswordHash,
      username: `shopper${n}`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      phone: '03001234567',
      address: `House ${n}, Street 1, Lahore`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An admin's account, password TEST_PASSWORD. */
export function createAdmin(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  return createBuyer(db, { isAdmin: true, ...overrides });
}

export interface SellerOverrides {
  brandName?: string;
  commissionRateBp?: number;
  user?: Partial<typeof users.$inferInsert>;
}

/** An account with a seller profile in `status`, and no brand row yet (the profile's brand name is `Seller Brand <username>` unless given). */
export async function createSeller(db: Executor, status: SellerStatus = 'approved', overrides: SellerOverrides = {}) {
  const user = await createBuyer(db, overrides.user);
  await db.insert(sellerProfiles).values({
    userId: user.id,
    brandName: overrides.brandName ?? `Seller Brand ${user.username}`,
    businessDescription: 'Hand-made clothes',
    storeCategory: 'Clothing & Apparel',
    status,
    ...(overrides.commissionRateBp != null ? { commissionRateBp: overrides.commissionRateBp } : {}),
  });
  return user;
}

/** A seller as registration leaves one: account, seller profile and the seller's own brand row, signed in. */
export async function createSellerWithBrand(
  db: Executor,
  status: SellerStatus = 'approved',
  overrides: SellerOverrides = {},
) {
  const brandName = overrides.brandName ?? `Seller Brand ${next()} ${crypto.randomBytes(2).toString('hex')}`;
  const user = await createSeller(db, status, { ...overrides, brandName });
  const [brand] = await db
    .insert(brands)
    .values({ slug: slugify(brandName), name: brandName, websiteValue: slugify(brandName), sellerId: user.id })
    .returning();
  return { user, brand: brand!, cookie: await sessionCookie(db, user.id) };
}

/** A signed-in session for the user, as the login endpoint starts it: the Cookie header to send. */
export async function sessionCookie(db: Executor, userId: string): Promise<string> {
  const { token } = await createSessionService(db).start(userId);
  return `${SESSION_COOKIE}=${token}`;
}

/** The Cookie header that the response's Set-Cookie asks the browser to keep. */
export function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return cookieOf(response);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests as one visitor: signed out, or with the cookie of a session. */
export function caller(t: { app: FastifyInstance }, cookie?: string) {
  return (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
}
