import type { SellerEarnings } from '@onsale/core/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const sellerEarningsQueryKey = (id: string) => [...adminKey, 'sellers', id, 'earnings'] as const;

/** GET /api/admin/sellers/:id/earnings: the seller's ledger, totals, payouts and bank account. */
export const getSellerEarnings = async (id: string) =>
  (await apiFetch<{ data: SellerEarnings }>(`/admin/sellers/${encodeURIComponent(id)}/earnings`)).data;

export function useSellerEarnings(id: string) {
  return useQuery({ queryKey: sellerEarningsQueryKey(id), queryFn: () => getSellerEarnings(id) });
}
