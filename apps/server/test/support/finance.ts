import type { Executor } from '../../src/db/client';
import { sellerBankAccounts } from '../../src/db/schema';

/** A seller's bank account as an admin left it verified. */
export async function insertVerifiedAccount(db: Executor, sellerId: string) {
  await db.insert(sellerBankAccounts).values({
    sellerId,
    accountTitle: 'Test Textiles',
    bankName: 'Meezan Bank',
    iban: 'PK56MEZN0001234567890123',
    cnic: '3520212345671',
    documents: [],
    status: 'verified',
    reviewedAt: new Date(),
  });
}
