import type { BankAccount, bankAccountReviewSchema } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

/** The admin's decision on the account as it was read (`submittedAt`): a refusal says why. */
export type BankAccountReview = z.input<typeof bankAccountReviewSchema>;

/** POST /api/admin/bank-accounts/:sellerId/review: 409 when reviewed or changed meanwhile. */
export const reviewBankAccount = async ({ sellerId, review }: { sellerId: string; review: BankAccountReview }) =>
  (
    await apiFetch<{ data: { bankAccount: BankAccount } }>(
      `/admin/bank-accounts/${encodeURIComponent(sellerId)}/review`,
      { method: 'POST', json: review },
    )
  ).data.bankAccount;

export function useReviewBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBankAccount,
    // Reviewed, or moved on meanwhile: the accounts, the payouts due and the seller's earnings show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
