import type { SellerEarnings } from '@onsale/core/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sellerEarningsQueryKey = ['seller', 'earnings'] as const;

/** GET /api/seller/earnings: the ledger, its totals, the payouts and the bank account. */
export const getSellerEarnings = async () => (await apiFetch<{ data: SellerEarnings }>('/seller/earnings')).data;

export function useSellerEarnings() {
  return useQuery({ queryKey: sellerEarningsQueryKey, queryFn: getSellerEarnings });
}
