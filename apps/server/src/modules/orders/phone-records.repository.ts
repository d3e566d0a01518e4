import type { PhoneRecord } from '@onsale/core/cash-on-delivery';
import { NEW_PHONE_RECORD } from '@onsale/core/cash-on-delivery';
import { normalisePhone } from '@onsale/core/phone';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, phoneRecords } from '../../db/schema';

/** How many refusals at the door a phone's record keeps, newest last. */
export const REFUSALS_KEPT = 20;

/** The phone an order's record is kept under: the order's normalised phone, else its customer phone normalised. */
async function phoneOfOrder(db: Executor, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ phone: orders.phone, customerPhone: orders.customerPhone })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const phone = row.phone || normalisePhone(row.customerPhone);
  return phone === '+' ? undefined : phone;
}

/**
 * A parcel of the order was refused at the door: now() is added to its phone's record, keeping
 * the last 20. Run in the transaction that moves the part to refused, so the two stand or fall together.
 */
export async function recordRefusal(db: Executor, orderId: string): Promise<void> {
  const phone = await phoneOfOrder(db, orderId);
  if (!phone) return;
  const refusedAt = sql`(${phoneRecords.refusedAt} || now())[greatest(1, cardinality(${phoneRecords.refusedAt}) + 1 - ${REFUSALS_KEPT - 1}):]`;
  await db
    .insert(phoneRecords)
    .values({ phone, refusedAt: sql`array[now()]::timestamptz[]` })
    .onConflictDoUpdate({ target: phoneRecords.phone, set: { refusedAt, updatedAt: sql`now()` } });
}

function toRecord(row: { confirmed: number; delivered: number; refusedAt: Date[] | null }): PhoneRecord {
  return {
    confirmed: row.confirmed,
    delivered: row.delivered,
    refusedAt: (row.refusedAt ?? []).map((at) => new Date(at)),
  };
}

/** A phone's record (one primary-key lookup); a phone never seen has an empty one. */
export async function readPhoneRecord(db: Executor, phone: string): Promise<PhoneRecord> {
  const [row] = await db
    .select({ confirmed: phoneRecords.confirmed, delivered: phoneRecords.delivered, refusedAt: phoneRecords.refusedAt })
    .from(phoneRecords)
    .where(eq(phoneRecords.phone, phone));
  return row ? toRecord(row) : NEW_PHONE_RECORD;
}

/** The records behind these orders, by order id (an order whose phone has none gets the empty record). */
export async function phoneRecordsOfOrders(db: Executor, orderIds: string[]): Promise<Map<string, PhoneRecord>> {
  const result = new Map<string, PhoneRecord>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({ id: orders.id, phone: orders.phone, customerPhone: orders.customerPhone })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const phoneOf = new Map(rows.map((row) => [row.id, row.phone || normalisePhone(row.customerPhone)]));
  const phones = [...new Set(phoneOf.values())];
  const records =
    phones.length === 0
      ? []
      : await db
          .select({
            phone: phoneRecords.phone,
            confirmed: phoneRecords.confirmed,
            delivered: phoneRecords.delivered,
            refusedAt: phoneRecords.refusedAt,
          })
          .from(phoneRecords)
          .where(inArray(phoneRecords.phone, phones));
  const byPhone = new Map(records.map((row) => [row.phone, toRecord(row)]));
  for (const [id, phone] of phoneOf) result.set(id, byPhone.get(phone) ?? NEW_PHONE_RECORD);
  return result;
}

/** The whole record behind one order, for the admin: its phone, how many orders it placed, and the record. */
export async function phoneRecordOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ phone: string; orders: number; record: PhoneRecord } | undefined> {
  const phone = await phoneOfOrder(db, orderId);
  if (!phone) return undefined;
  const [record, [counted]] = await Promise.all([
    readPhoneRecord(db, phone),
    db.select({ n: count() }).from(orders).where(eq(orders.phone, phone)),
  ]);
  // An order placed before its phone was kept normalised still counts itself.
  return { phone, orders: Math.max(counted?.n ?? 0, 1), record };
}

/** A phone's record as the checkout reads it, with its orders still awaiting confirmation. */
export interface CheckoutPhoneRecord {
  confirmed: number;
  delivered: number;
  /** ISO times, oldest first */
  refusedAt: string[];
  openUnconfirmed: number;
}

/**
 * The checkout's read of a phone: its record (empty for a phone never seen) and how many of its
 * orders await confirmation, as one JSON value for selectTogether.
 */
export function checkoutPhoneSelect(phone: string): SQL<CheckoutPhoneRecord> {
  return sql`(select json_build_object(
      'confirmed', coalesce(${phoneRecords.confirmed}, 0),
      'delivered', coalesce(${phoneRecords.delivered}, 0),
      'refusedAt', coalesce(${phoneRecords.refusedAt}, '{}'::timestamptz[]),
      'openUnconfirmed', (select count(*) from ${orders} where ${orders.phone} = ${phone} and ${orders.confirmation} = 'awaiting'))
    from (values (1)) as one_phone (one) left join ${phoneRecords} on ${phoneRecords.phone} = ${phone})`;
}

/** A phone confirmed an order (by link, code or call): one more on its record. */
export async function countConfirmation(db: Executor, phone: string): Promise<void> {
  if (!phone || phone === '+') return;
  await db
    .insert(phoneRecords)
    .values({ phone, confirmed: 1 })
    .onConflictDoUpdate({
      target: phoneRecords.phone,
      set: { confirmed: sql`${phoneRecords.confirmed} + 1`, updatedAt: sql`now()` },
    });
}
