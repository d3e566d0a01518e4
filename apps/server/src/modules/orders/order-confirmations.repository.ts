import crypto from 'node:crypto';
import { CONFIRMATION_CODE_MINUTES, CONFIRMATION_CODE_TRIES } from '@onsale/core/confirmation-code';
import { confirmationsBefore, type OrderConfirmationMethod } from '@onsale/core/order-confirmation';
import { sellerOrderStatusesBefore } from '@onsale/core/seller-order-status';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUuid } from '@onsale/core/ids';
import { orderItems, orders, phoneRecords, sellerOrders, sellerProfiles } from '../../db/schema';

/** What the shop keeps of a confirmation link's token or an SMS code: its sha-256, never the secret. */
export function hashConfirmationSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** The confirmations an order may move from, by where it goes (core's transition table). */
const awaitingFor = (to: 'confirmed' | 'cancelled') => inArray(orders.confirmation, confirmationsBefore(to));

/**
 * An order's confirmation, written only here. Each change is one conditional UPDATE: of two
 * requests racing (a link and a call, a code and the expiry job), one changes the order and the
 * other finds nothing to change.
 */
export function createOrderConfirmationsRepository(db: Executor) {
  return {
    /** What a confirmation request needs of the order; an id that is no order finds nothing. */
    async find(orderId: string) {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db
        .select({
          id: orders.id,
          number: orders.number,
          confirmation: orders.confirmation,
          phone: orders.phone,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          createdAt: orders.createdAt,
          confirmationDueAt: orders.confirmationDueAt,
          tokenHash: orders.confirmationTokenHash,
          codeSentAt: orders.confirmationCodeSentAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Awaiting → confirmed, by `method`; with `tokenHash`, only the order whose link it is. Answers
     * the order's phone when this call confirmed it, undefined when it was not awaiting (or not that link's).
     */
    async confirm(
      orderId: string,
      method: OrderConfirmationMethod,
      match: { tokenHash?: string; codeHash?: string } = {},
    ): Promise<{ phone: string } | undefined> {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db
        .update(orders)
        .set({
          confirmation: 'confirmed',
          confirmedBy: method,
          confirmedAt: sql`now()`,
          confirmationCodeHash: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, orderId),
            awaitingFor('confirmed'),
            match.tokenHash === undefined ? undefined : eq(orders.confirmationTokenHash, match.tokenHash),
            match.codeHash === undefined ? undefined : eq(orders.confirmationCodeHash, match.codeHash),
          ),
        )
        .returning({ phone: orders.phone });
      return row;
    },

    /** Awaiting → cancelled (a fake order, the buyer cancelled on the phone). Answers whether this call cancelled it. */
    async cancel(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ confirmation: 'cancelled', confirmationCodeHash: null, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), awaitingFor('cancelled')))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Every order still awaiting confirmation past its time, cancelled in one statement: the ids this call cancelled. */
    async cancelOverdue(): Promise<string[]> {
      const rows = await db
        .update(orders)
        .set({ confirmation: 'cancelled', confirmationCodeHash: null, updatedAt: sql`now()` })
        .where(and(awaitingFor('cancelled'), lt(orders.confirmationDueAt, sql`now()`)))
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },

    /**
     * The parts of cancelled orders still to be cancelled (their order's cancel committed, theirs
     * not yet), up to `limit`: the order's cancel is finished part by part, and again by the next
     * run of the job if a node stopped halfway.
     */
    partsOfCancelledOrders(limit: number, orderIds?: readonly string[]) {
      return db
        .select({ id: sellerOrders.id, orderId: sellerOrders.orderId })
        .from(sellerOrders)
        .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
        .where(
          and(
            eq(orders.confirmation, 'cancelled'),
            inArray(sellerOrders.status, sellerOrderStatusesBefore('cancelled')),
            orderIds === undefined ? undefined : inArray(sellerOrders.orderId, [...orderIds]),
          ),
        )
        .orderBy(asc(sellerOrders.orderId), asc(sellerOrders.id))
        .limit(limit);
    },

    /** A call nobody answered: one more on the order's count. Answers the calls, or undefined when it is no longer awaiting. */
    async recordCall(orderId: string): Promise<number | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          confirmationCalls: sql`${orders.confirmationCalls} + 1`,
          lastCalledAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), awaitingFor('confirmed')))
        .returning({ calls: orders.confirmationCalls });
      return row?.calls;
    },

    /**
     * A new code (by SMS) or a new link (by e-mail) for an order still awaiting confirmation, at
     * most one a minute: the new secret's hash replaces the last, with its tries at 0. Of two
     * requests at once, one stores its secret. Answers whether this call stored it.
     */
    async storeSecret(orderId: string, secret: { codeHash: string } | { tokenHash: string }): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({
          ...('codeHash' in secret
            ? { confirmationCodeHash: secret.codeHash, confirmationCodeTries: 0 }
            : { confirmationTokenHash: secret.tokenHash }),
          confirmationCodeSentAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, orderId),
            awaitingFor('confirmed'),
            // An order sent to a call has no link to send again.
            isNotNull(orders.confirmationTokenHash),
            sql`(${orders.confirmationCodeSentAt} is null or ${orders.confirmationCodeSentAt} < now() - interval '1 minute')`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * One try at the order's SMS code, counted whatever it is: only while the code is younger than
     * 15 minutes and has had fewer than 5 tries. Answers whether the code is right and how many
     * tries it has had, or undefined when no code may be tried.
     */
    async tryCode(orderId: string, codeHash: string): Promise<{ right: boolean; tries: number } | undefined> {
      const [row] = await db
        .update(orders)
        .set({ confirmationCodeTries: sql`${orders.confirmationCodeTries} + 1` })
        .where(
          and(
            eq(orders.id, orderId),
            awaitingFor('confirmed'),
            isNotNull(orders.confirmationCodeHash),
            lt(orders.confirmationCodeTries, CONFIRMATION_CODE_TRIES),
            sql`${orders.confirmationCodeSentAt} > now() - make_interval(mins => ${CONFIRMATION_CODE_MINUTES})`,
          ),
        )
        .returning({
          right: sql<boolean>`${orders.confirmationCodeHash} = ${codeHash}`,
          tries: orders.confirmationCodeTries,
        });
      return row;
    },

    /** The orders awaiting confirmation, oldest first, with what the admin needs to call: the Order confirmations page. */
    async awaiting(limit: number) {
      const rows = await db
        .select({
          orderId: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          confirmationDueAt: orders.confirmationDueAt,
          customerName: orders.customerName,
          phone: orders.phone,
          customerPhone: orders.customerPhone,
          email: orders.customerEmail,
          total: orders.total,
          calls: orders.confirmationCalls,
          lastCalledAt: orders.lastCalledAt,
          itemCount:
            sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
              Number,
            ),
          sellers: sql<
            string[]
          >`(select coalesce(array_agg(coalesce(${sellerProfiles.brandName}, 'OnSale') order by ${sellerOrders.createdAt}, ${sellerOrders.id}), '{}') from ${sellerOrders} left join ${sellerProfiles} on ${sellerProfiles.userId} = ${sellerOrders.sellerId} where ${sellerOrders.orderId} = ${orders.id})`,
          phoneOrders:
            sql<number>`(select count(*) from ${orders} as same_phone where same_phone.phone = ${orders.phone})`.mapWith(
              Number,
            ),
          phoneConfirmed: sql<number>`coalesce(${phoneRecords.confirmed}, 0)`.mapWith(Number),
          phoneDelivered: sql<number>`coalesce(${phoneRecords.delivered}, 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(phoneRecords, eq(phoneRecords.phone, orders.phone))
        .where(
          and(
            eq(orders.confirmation, 'awaiting'),
            // An order whose every part its shopper has cancelled needs no call.
            sql`exists (select 1 from ${sellerOrders} where ${sellerOrders.orderId} = ${orders.id} and ${sellerOrders.status} <> 'cancelled')`,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
      return rows;
    },
  };
}

export type OrderConfirmationsRepository = ReturnType<typeof createOrderConfirmationsRepository>;
