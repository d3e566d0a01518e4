import type { BankAccount, bankAccountInputSchema } from '@onsale/core/contracts/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { sellerEarningsQueryKey } from './get-seller-earnings';

/** What the bank account form sends: the CNIC, the NTN and the IBAN as typed (the server normalises them). */
export type BankAccountBody = z.input<typeof bankAccountInputSchema>;

/** PUT /api/seller/bank-account: a new or changed account, waiting for OnSale to verify it. */
export const saveBankAccount = async (body: BankAccountBody) =>
  (await apiFetch<{ data: { bankAccount: BankAccount } }>('/seller/bank-account', { method: 'PUT', json: body })).data
    .bankAccount;

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    // The earnings answer carries the account: its status shows on every tab of the page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerEarningsQueryKey }),
  });
}
