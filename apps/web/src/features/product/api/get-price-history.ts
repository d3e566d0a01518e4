import type { PriceHistory } from '@onsale/core/contracts/prices';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getPriceHistory = (slug: string) =>
  apiFetch<{ data: PriceHistory }>(`/products/${encodeURIComponent(slug)}/price-history`).then((r) => r.data);

/** The product's last 90 days of prices; asked for only once `enabled` (the chart is near the screen). */
export function usePriceHistory(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['product', slug, 'price-history'],
    queryFn: () => getPriceHistory(slug),
    enabled,
    staleTime: 60_000,
  });
}
