import type { OwnedPriceHistory } from '@onsale/core/contracts/prices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getAdminPriceHistory = async (id: string) =>
  (await apiFetch<{ data: OwnedPriceHistory }>(`/admin/products/${encodeURIComponent(id)}/price-history`)).data;

/** A product's last 90 days of prices, with how its discount shows and why. */
export function useAdminPriceHistory(id: string) {
  return useQuery({
    queryKey: [...adminKey, 'price-history', id],
    queryFn: () => getAdminPriceHistory(id),
    staleTime: 0,
  });
}
