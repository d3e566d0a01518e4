import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Executor } from '../../src/db/client';
import { orderItems, orders, sellerOrders, sellerProfiles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/password';

let sequence = 0;
const next = () => ++sequence;

export const TEST_PASSWORD = 'kurta-lover-42';
let testPasswordHash: Promise<string> | undefined;

/** A user straight in the database (password TEST_PASSWORD unless `passwordHash` is given). */
export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
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

export async function createSeller(db: Executor, status: 'pending' | 'approved' | 'rejected' | 'blocked' = 'approved', overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, overrides);
  await db.insert(sellerProfiles).values({ userId: user.id, brandName: `Seller Brand ${user.username}`, businessDescription: 'Clothes', storeCategory: 'Clothing & Apparel', status });
  return user;
}

/** The Cookie header that the response's Set-Cookie asks the browser to keep. */
export function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'onsale_session');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `onsale_session=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return cookieOf(response);
}

/**
 * An order as checkout writes it: one seller order per seller with its items. Written directly so
 * these tests do not depend on the checkout flow. Placed signed in unless `placedSignedIn: false`
 * (a guest order, shown in the account once its e-mail is verified).
 */
export async function createOrder(
  db: Executor,
  buyer: { id: string; email: string },
  parts: { sellerId?: string | null; status?: (typeof sellerOrders.$inferInsert)['status']; items: { productId?: string | null; name?: string; price?: number; quantity?: number }[] }[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const n = next();
  const lines = parts.flatMap((part) => part.items.map((item) => (item.price ?? 100_000) * (item.quantity ?? 1)));
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const shipping = lines.length * 25_000;
  const [order] = await db
    .insert(orders)
    .values({
      number: `OS-TEST-${Date.now()}-${n}`,
      buyerId: buyer.id,
      customerName: 'Test Buyer',
      customerEmail: buyer.email,
      customerPhone: '03001234567',
      address: '12 Mall Road',
      city: 'Lahore',
      state: 'Punjab',
      zip: '54000',
      subtotal,
      shipping,
      total: subtotal + shipping,
      placedSignedIn: true,
      ...overrides,
    })
    .returning();
  for (const part of parts) {
    const partSubtotal = part.items.reduce((sum, item) => sum + (item.price ?? 100_000) * (item.quantity ?? 1), 0);
    const status = part.status ?? 'pending';
    const now = new Date();
    const [sellerOrder] = await db
      .insert(sellerOrders)
      .values({
        orderId: order!.id,
        sellerId: part.sellerId ?? null,
        subtotal: partSubtotal,
        shipping: part.items.length * 25_000,
        status,
        processingAt: status !== 'pending' ? now : null,
        shippedAt: status === 'shipped' || status === 'delivered' ? now : null,
        deliveredAt: status === 'delivered' ? now : null,
        cancelledAt: status === 'cancelled' ? now : null,
      })
      .returning();
    for (const item of part.items) {
      const price = item.price ?? 100_000;
      const quantity = item.quantity ?? 1;
      await db.insert(orderItems).values({
        orderId: order!.id,
        sellerOrderId: sellerOrder!.id,
        productId: item.productId ?? null,
        sellerId: part.sellerId ?? null,
        name: item.name ?? `Item ${n}`,
        price,
        quantity,
        total: price * quantity,
      });
    }
  }
  return order!;
}
