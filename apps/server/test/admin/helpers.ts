import type { Executor } from '../../src/db/client';
import { sellerProfiles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/password';
import { SESSION_COOKIE } from '../../src/modules/accounts/session.service';
import type { TestApp } from '../support/test-app';

let sequence = 0;
let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct-horse-battery';

/** An account with a known password; `role` decides what it may do. */
export async function createAccount(db: Executor, role: 'buyer' | 'seller' | 'admin', overrides: Partial<typeof users.$inferInsert> = {}, sellerStatus: 'pending' | 'approved' | 'rejected' | 'blocked' = 'approved') {
  const n = ++sequence;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email: `${role}${n}@example.pk`, firstName: `${role[0]!.toUpperCase()}${role.slice(1)}`, lastName: `${n}`, passwordHash: await passwordHash, isAdmin: role === 'admin', ...overrides })
    .returning();
  if (role === 'seller') {
    await db.insert(sellerProfiles).values({ userId: user!.id, brandName: `Brand ${n}`, businessDescription: 'Lawn and pret', storeCategory: 'Clothing & Apparel', status: sellerStatus });
  }
  return user!;
}

/** A signed-in session's cookie header for `userId`. */
export async function sessionCookie(t: TestApp, userId: string): Promise<string> {
  const { token } = await t.app.sessions.start(userId);
  return `${SESSION_COOKIE}=${token}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests as one visitor: signed out, or with the cookie of a session. */
export function caller(t: TestApp, cookie?: string) {
  return (method: Method, url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(body !== undefined ? { payload: body as object } : {}) });
}
