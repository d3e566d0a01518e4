import { CREDIT_ENTRY_LABELS, type CreditEntryKind } from '@onsale/core/credit';
import type { Credit } from '@onsale/core/contracts/returns';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isCheckViolation } from '../../db/errors';
import type { NamedStatement } from '../../db/one-statement';
import { orders, returns, storeCreditAccounts, storeCreditEntries } from '../../db/schema';

/*
 * A shopper's OnSale credit (core's credit): the only writer of store_credit_accounts and
 * store_credit_entries. Every change writes its ledger line and the balance in one transaction;
 * the balance's check (never below nothing) is what refuses a spend of credit already spent.
 */

/** The balance a checkout reads in its first statement: 0 for a shopper who never had credit. */
export const creditBalanceSelect = (userId: string): SQL<number> =>
  sql<number>`coalesce((select ${storeCreditAccounts.balance} from ${storeCreditAccounts} where ${storeCreditAccounts.userId} = ${userId}), 0)`;

/**
 * The checkout's spend of credit, as statements of its one write statement: the balance is taken
 * down only when `when` holds (the stock was taken), and its check fails the whole statement when
 * another order spent the credit first (see creditRefused). `credit_taken` answers whether it was
 * taken; the order's rows are written only if it was.
 */
export function creditSpendStatements(
  spend: { userId: string; amount: number; orderId: string },
  { when }: { when: SQL },
): NamedStatement[] {
  return [
    [
      'credit_taken',
      sql`update ${storeCreditAccounts} set balance = ${storeCreditAccounts.balance} - ${spend.amount}, updated_at = now()
        where ${storeCreditAccounts.userId} = ${spend.userId} and ${when}
        returning ${storeCreditAccounts.userId} as user_id`,
    ],
    [
      'credit_spent',
      sql`insert into ${storeCreditEntries} (user_id, kind, amount, order_id)
        select user_id, 'spent', ${-spend.amount}, ${spend.orderId}::uuid from credit_taken
        returning id`,
    ],
  ];
}

/** Whether the credit was taken by the checkout's statement (see creditSpendStatements). */
export const creditTaken = sql<number>`(select count(*) from credit_taken)::int`;

/** A failed checkout statement was refused because the credit was spent meanwhile. */
export const creditRefused = (error: unknown): boolean => isCheckViolation(error, 'store_credit_balance_not_negative');

export interface CreditChange {
  userId: string;
  kind: Exclude<CreditEntryKind, 'spent'>;
  /** paisa, more than nothing */
  amount: number;
  orderId?: string | null;
  sellerOrderId?: string | null;
  returnId?: string | null;
}

export function createStoreCreditRepository(db: Executor) {
  return {
    /**
     * Credits a shopper once per cause: a return's refund once per return, a parcel's credit given
     * back once per parcel (the ledger's unique keys), however often it is asked. Answers whether
     * it was credited now.
     */
    async give(change: CreditChange): Promise<boolean> {
      if (change.amount <= 0) return false;
      const [entry] = await db
        .insert(storeCreditEntries)
        .values({
          userId: change.userId,
          kind: change.kind,
          amount: change.amount,
          orderId: change.orderId ?? null,
          sellerOrderId: change.sellerOrderId ?? null,
          returnId: change.returnId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: storeCreditEntries.id });
      if (!entry) return false;
      await db
        .insert(storeCreditAccounts)
        .values({ userId: change.userId, balance: change.amount })
        .onConflictDoUpdate({
          target: storeCreditAccounts.userId,
          set: { balance: sql`${storeCreditAccounts.balance} + ${change.amount}`, updatedAt: new Date() },
        });
      return true;
    },

    /** The shopper's balance and latest entries, newest first. */
    async ofShopper(userId: string, limit = 100): Promise<Credit> {
      const [account] = await db
        .select({ balance: storeCreditAccounts.balance })
        .from(storeCreditAccounts)
        .where(eq(storeCreditAccounts.userId, userId));
      const rows = await db
        .select({
          id: storeCreditEntries.id,
          kind: storeCreditEntries.kind,
          amount: storeCreditEntries.amount,
          orderId: storeCreditEntries.orderId,
          orderNumber: orders.number,
          returnNumber: returns.number,
          at: storeCreditEntries.createdAt,
        })
        .from(storeCreditEntries)
        .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
        .leftJoin(returns, eq(returns.id, storeCreditEntries.returnId))
        .where(eq(storeCreditEntries.userId, userId))
        .orderBy(desc(storeCreditEntries.id))
        .limit(limit);
      return {
        balance: account?.balance ?? 0,
        entries: rows.map((row) => ({
          ...row,
          label: CREDIT_ENTRY_LABELS[row.kind],
          orderNumber: row.orderNumber ?? null,
          returnNumber: row.returnNumber ?? null,
          at: row.at.toISOString(),
        })),
      };
    },
  };
}
