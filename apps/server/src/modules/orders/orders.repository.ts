import crypto from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows, type NamedStatement } from '../../db/one-statement';
import { orderItems, orders, sellerOrders, users } from '../../db/schema';

/** An order line as every reader sees it (the OrderLine contract): what was bought, copied at purchase. */
export const orderLineColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  name: orderItems.name,
  brandName: orderItems.brandName,
  image: orderItems.image,
  price: orderItems.price,
  quantity: orderItems.quantity,
  size: orderItems.size,
  color: orderItems.color,
  total: orderItems.total,
};

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt'>;
export type NewSellerOrder = Omit<typeof sellerOrders.$inferInsert, 'id' | 'orderId' | 'createdAt' | 'updatedAt'>;
export type NewOrderItem = Omit<
  typeof orderItems.$inferInsert,
  'id' | 'orderId' | 'sellerOrderId' | 'createdAt' | 'updatedAt'
>;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type SellerOrderRow = typeof sellerOrders.$inferSelect;

/** OS-2026-001001: the year the order is placed and the next number of a sequence that never repeats (see withRandomPart). */
export const nextOrderNumber = sql<string>`'OS-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`;

// Crockford's base 32: no I, L, O or U, so a number read out on the phone or copied by hand survives.
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_RANDOM_LENGTH = 4;

/**
 * OS-2026-001001-K7QX: the sequence keeps numbers short, unique and in the order they were placed;
 * the random part (about a million values) means the next order's number cannot be worked out from
 * one's own, so guessing numbers to track other people's orders finds nothing.
 */
export function withRandomPart(sequenceNumber: string): string {
  let random = '';
  for (let i = 0; i < ORDER_NUMBER_RANDOM_LENGTH; i++)
    random += ORDER_NUMBER_ALPHABET[crypto.randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `${sequenceNumber}-${random}`;
}

/**
 * Whether an order shows in its buyer's account: placed while signed in, or its buyer's e-mail is
 * verified. A guest order is filed under the account of its e-mail, and the account may have been
 * opened by someone who does not own that address; until the owner proves it (a link sent there),
 * the order is reachable only by its number and e-mail.
 */
export const shownToItsBuyer = sql`(${orders.placedSignedIn} or exists (select 1 from ${users} where ${users.id} = ${orders.buyerId} and ${users.emailVerifiedAt} is not null))`;

export async function findOrderByIdempotencyKey(
  db: Executor,
  key: string,
): Promise<{ id: string; requestHash: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

export interface NewOrderWithParts {
  order: NewOrder & { id: string; number: string; createdAt: Date };
  parts: ReadonlyArray<{
    sellerOrder: NewSellerOrder & { id: string };
    items: ReadonlyArray<NewOrderItem & { position: number }>;
  }>;
}

/**
 * The inserts of an order, its seller orders (one per seller) and their items, as statements to
 * run together (see inOneStatement). A second order with the same idempotency key fails on the
 * unique index. An item's `position` is its place in the bag, so reading the items by position gives
 * the shopper's order back.
 */
export function orderInserts({ order, parts }: NewOrderWithParts, options: { when?: SQL } = {}): NamedStatement[] {
  const items = parts.flatMap((part) =>
    part.items.map((item) => ({
      ...item,
      orderId: order.id,
      sellerOrderId: part.sellerOrder.id,
      createdAt: order.createdAt,
    })),
  );
  return [
    ['new_order', insertRows(orders, [order], options)],
    [
      'new_seller_orders',
      insertRows(
        sellerOrders,
        parts.map((part) => ({ ...part.sellerOrder, orderId: order.id, createdAt: order.createdAt })),
        options,
      ),
    ],
    ['new_order_items', insertRows(orderItems, items, options)],
  ];
}

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
  sellerOrders: SellerOrderRow[];
}

/**
 * An order's parts as they were made, and the parts one checkout made together in the order their
 * sellers first appear in the bag: the parcels' order everywhere.
 */
export const inBagOrder = [
  asc(sellerOrders.createdAt),
  asc(
    sql`(select min(${orderItems.position}) from ${orderItems} where ${orderItems.sellerOrderId} = ${sellerOrders.id})`,
  ),
  asc(sellerOrders.id),
];

async function withItems(db: Executor, order: OrderRow | undefined): Promise<OrderWithItems | null> {
  if (!order) return null;
  const [items, parts] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position), asc(orderItems.id)),
    db
      .select()
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, order.id))
      .orderBy(...inBagOrder),
  ]);
  return { order, items, sellerOrders: parts };
}

export async function findOrderWithItems(db: Executor, orderId: string): Promise<OrderWithItems | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return withItems(db, order);
}

/** The order a guest tracks: its number and the e-mail it was placed with must both match. */
export async function findOrderByNumberAndEmail(
  db: Executor,
  number: string,
  email: string,
): Promise<OrderWithItems | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      sql`upper(${orders.number}) = ${number.toUpperCase()} and lower(${orders.customerEmail}) = ${email.toLowerCase()}`,
    )
    .limit(1);
  return withItems(db, order);
}
