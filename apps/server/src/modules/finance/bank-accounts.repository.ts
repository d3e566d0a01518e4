import type { BankAccountInput } from '@onsale/core/contracts/finance';
import type { BankAccountStatus } from '@onsale/core/finance';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sellerBankAccounts, sellerProfiles, users } from '../../db/schema';

export type BankAccountRow = typeof sellerBankAccounts.$inferSelect;

/** A seller's bank account: entered by the seller, verified or refused by an admin, each in one conditional statement. */
export function createBankAccountsRepository(db: Executor) {
  return {
    async find(sellerId: string): Promise<BankAccountRow | undefined> {
      const [row] = await db.select().from(sellerBankAccounts).where(eq(sellerBankAccounts.sellerId, sellerId));
      return row;
    },

    /** The seller's new or changed account, waiting for verification again. */
    async save(sellerId: string, input: BankAccountInput, now = new Date()): Promise<BankAccountRow> {
      const values = {
        accountTitle: input.accountTitle,
        bankName: input.bankName,
        iban: input.iban,
        cnic: input.cnic,
        ntn: input.ntn,
        documents: input.documents,
        status: 'pending' as const,
        refusalReason: '',
        submittedAt: now,
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: now,
      };
      const [row] = await db
        .insert(sellerBankAccounts)
        .values({ sellerId, ...values })
        .onConflictDoUpdate({ target: sellerBankAccounts.sellerId, set: values })
        .returning();
      return row!;
    },

    /**
     * Verifies or refuses the account only while it waits and is the version the admin read: of two
     * reviews racing, or a review racing the seller's change, one writes and the other finds nothing.
     */
    async review(
      sellerId: string,
      submittedAt: Date,
      decision: { status: Exclude<BankAccountStatus, 'pending'>; reason: string; reviewedBy: string },
    ): Promise<BankAccountRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(sellerBankAccounts)
        .set({
          status: decision.status,
          refusalReason: decision.reason,
          reviewedBy: decision.reviewedBy,
          reviewedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(sellerBankAccounts.sellerId, sellerId),
            eq(sellerBankAccounts.status, 'pending'),
            eq(sellerBankAccounts.submittedAt, submittedAt),
          ),
        )
        .returning();
      return row;
    },

    async list(status: BankAccountStatus | 'all') {
      const where: SQL | undefined = status === 'all' ? undefined : eq(sellerBankAccounts.status, status);
      return db
        .select({ account: sellerBankAccounts, brandName: sellerProfiles.brandName, email: users.email })
        .from(sellerBankAccounts)
        .innerJoin(users, eq(users.id, sellerBankAccounts.sellerId))
        .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerBankAccounts.sellerId))
        .where(where)
        .orderBy(desc(sellerBankAccounts.submittedAt));
    },
  };
}
