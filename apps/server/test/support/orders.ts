import crypto from 'node:crypto';
import type { Executor } from '../../src/db/client';
import { orderItems, orders, sellerOrders } from '../../src/db/schema';
import { createLedgerRepository } from '../../src/modules/finance/ledger.repository';

let sequence = 0;
const next = () => ++sequence;

type SellerOrderStatus = (typeof sellerOrders.$inferInsert)['status'];

export interface OrderLine {
  productId?: string | null;
  name?: string;
  brandName?: string;
  price?: number;
  quantity?: number;
  size?: string;
  color?: string;
}

export interface OrderPart {
  /** null (or left out) for the marketplace's own part */
  sellerId?: string | null;
  status?: SellerOrderStatus;
  /** who cancelled a cancelled part (none by default, as for orders from before reasons were kept) */
  cancelledBy?: (typeof sellerOrders.$inferInsert)['cancelledBy'];
  commissionRateBp?: number;
  discount?: number;
  createdAt?: Date;
  /** when a delivered part was delivered (default now) */
  deliveredAt?: Date;
  /** the courier a shipped part was handed to, and its tracking number */
  courier?: (typeof sellerOrders.$inferInsert)['courier'];
  trackingNumber?: string;
  items: OrderLine[];
}

const lineTotal = (line: OrderLine) => (line.price ?? 100_000) * (line.quantity ?? 1);

/**
 * An order as checkout writes it: one seller order per part with its items, shipping Rs. 250 a line,
 * the stamps of each part's status. Written directly so these tests do not depend on the checkout
 * flow. Placed signed in unless `placedSignedIn: false` (a guest order, shown in the account once
 * its e-mail is verified).
 */
export async function createOrder(
  db: Executor,
  buyer: { id: string; email: string },
  parts: OrderPart[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  return (await writeOrder(db, buyer, parts, overrides)).order;
}

async function writeOrder(
  db: Executor,
  buyer: { id: string; email: string },
  parts: OrderPart[],
  overrides: Partial<typeof orders.$inferInsert>,
) {
  const n = next();
  const subtotal = parts.flatMap((part) => part.items.map(lineTotal)).reduce((a, b) => a + b, 0);
  const shipping = parts.reduce((sum, part) => sum + part.items.length * 25_000, 0);
  const discount = parts.reduce((sum, part) => sum + (part.discount ?? 0), 0);
  const [order] = await db
    .insert(orders)
    .values({
      number: `OS-2026-${String(900_000 + n)}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`,
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
      discount,
      total: subtotal - discount + shipping,
      placedSignedIn: true,
      ...overrides,
    })
    .returning();
  const written: (typeof sellerOrders.$inferSelect)[] = [];
  for (const part of parts) {
    const status = part.status ?? 'pending';
    const now = new Date();
    const [sellerOrder] = await db
      .insert(sellerOrders)
      .values({
        orderId: order!.id,
        sellerId: part.sellerId ?? null,
        subtotal: part.items.map(lineTotal).reduce((a, b) => a + b, 0),
        shipping: part.items.length * 25_000,
        discount: part.discount ?? 0,
        status,
        processingAt: status !== 'pending' ? now : null,
        shippedAt: status === 'shipped' || status === 'delivered' ? now : null,
        deliveredAt: status === 'delivered' ? (part.deliveredAt ?? now) : null,
        cancelledAt: status === 'cancelled' ? now : null,
        ...(part.cancelledBy ? { cancelledBy: part.cancelledBy } : {}),
        ...(part.commissionRateBp != null ? { commissionRateBp: part.commissionRateBp } : {}),
        ...(part.courier ? { courier: part.courier, trackingNumber: part.trackingNumber ?? null } : {}),
        ...(part.createdAt ? { createdAt: part.createdAt } : {}),
      })
      .returning();
    written.push(sellerOrder!);
    // A delivered part's earning is on its seller's ledger, as a delivery through the shop writes it.
    if (sellerOrder!.status === 'delivered') await createLedgerRepository(db).recordSale(sellerOrder!.id);
    for (const item of part.items) {
      await db.insert(orderItems).values({
        orderId: order!.id,
        sellerOrderId: sellerOrder!.id,
        productId: item.productId ?? null,
        sellerId: part.sellerId ?? null,
        name: item.name ?? `Item ${n}`,
        ...(item.brandName != null ? { brandName: item.brandName } : {}),
        ...(item.size != null ? { size: item.size } : {}),
        ...(item.color != null ? { color: item.color } : {}),
        price: item.price ?? 100_000,
        quantity: item.quantity ?? 1,
        total: lineTotal(item),
      });
    }
  }
  return { order: order!, sellerOrders: written };
}

/**
 * A seller's order: one buyer order holding a single seller order for `sellerId` at a 10%
 * commission, its lines of brand "Test Brand" in size M unless given, with a landmark to deliver by.
 */
export async function createSellerOrder(
  db: Executor,
  buyer: { id: string; email: string },
  sellerId: string,
  lines: (OrderLine & { productId: string | null; name: string; price: number; quantity: number })[],
  options: {
    status?: SellerOrderStatus;
    commissionRateBp?: number;
    discount?: number;
    createdAt?: Date;
    deliveredAt?: Date;
    customerName?: string;
    courier?: OrderPart['courier'];
    trackingNumber?: string;
  } = {},
) {
  const { customerName = 'Ayesha Khan', commissionRateBp = 1000, ...part } = options;
  const { order, sellerOrders: written } = await writeOrder(
    db,
    buyer,
    [
      {
        sellerId,
        commissionRateBp,
        ...part,
        items: lines.map((line) => ({ brandName: 'Test Brand', size: 'M', ...line })),
      },
    ],
    { customerName, landmark: 'Near the clock tower', ...(options.createdAt ? { createdAt: options.createdAt } : {}) },
  );
  return { order, sellerOrder: written[0]! };
}

/** An order as createOrder writes it, with its seller orders in the order of `parts`. */
export function createOrderWithParts(
  db: Executor,
  buyer: { id: string; email: string },
  parts: OrderPart[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  return writeOrder(db, buyer, parts, overrides);
}
