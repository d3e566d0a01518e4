import type { FastifyInstance } from 'fastify';
import { and, desc, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
/** One line of the bag as the checkout form sends it; a test may add fields a client should not send. */
export interface CheckoutLine {
  product_id: string;
  quantity: number;
  size?: string;
  color?: string;
}

/**
 * The body of POST /api/docheckout as the storefront's checkout form sends it: one shopper's
 * delivery details, cash on delivery, and the bag's lines. Tests change only what they are about
 * (a malformed bag goes in `overrides.items`).
 */
export function checkoutBody<Line extends CheckoutLine>(
  email: string,
  items: Line[],
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'Ayesha Khan',
    email,
    phone: '0300 1234567',
    zipcode: '54000',
    address: '12 Main Boulevard, Gulberg',
    city: 'Lahore',
    state: 'Punjab',
    payment_method: 'cod',
    items,
    ...overrides,
  };
}

/** The receipt's confirmation link of an order awaiting confirmation: its token, as the shopper's e-mail holds it. */
export async function confirmationTokenOf(db: Executor, orderId: string): Promise<string | undefined> {
  const receipts = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(inArray(outbox.kind, ['receipt', 'order_confirmation']), like(outbox.text, `%order=${orderId}%`)))
    .orderBy(desc(outbox.id));
  for (const receipt of receipts) {
    const token = new RegExp(`/order/confirm\\?token=([\\w-]+)&order=${orderId}`).exec(receipt.text)?.[1];
    if (token) return token;
  }
  return undefined;
}

/**
 * Confirms a placed order the way its shopper does, through the receipt's link, so that its
 * sellers may pack it. An order already confirmed at checkout (a trusted phone, the policy off) is left as it is.
 */
export async function confirmAsShopper(app: FastifyInstance, db: Executor, orderId: string): Promise<void> {
  const token = await confirmationTokenOf(db, orderId);
  if (!token) return;
  const res = await app.inject({ method: 'POST', url: '/api/orders/confirm', payload: { orderId, token } });
  if (res.statusCode !== 200) throw new Error(`confirming ${orderId}: ${res.statusCode} ${res.body}`);
}
