import type { sellerBankAccountSchema } from '@onsale/core/contracts/finance';
import type { BankAccountStatus } from '@onsale/core/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export type BankAccountFilter = BankAccountStatus | 'all';

/** A seller's bank account as the admin reviews it: whose it is, beside what it says. */
export type SellerBankAccount = z.infer<typeof sellerBankAccountSchema>;

export const bankAccountsQueryKey = [...adminKey, 'payouts', 'bank-accounts'] as const;

/** GET /api/admin/bank-accounts?status=: the sellers' accounts, those waiting for verification unless asked. */
export const getBankAccounts = async (status: BankAccountFilter) =>
  (await apiFetch<{ data: { items: SellerBankAccount[] } }>(`/admin/bank-accounts${queryString({ status })}`)).data
    .items;

export function useBankAccounts(status: BankAccountFilter) {
  return useQuery({
    queryKey: [...bankAccountsQueryKey, status],
    queryFn: () => getBankAccounts(status),
    placeholderData: keepPreviousData,
    // Sellers send and change accounts at any time: asked afresh on each visit.
    staleTime: 0,
  });
}
