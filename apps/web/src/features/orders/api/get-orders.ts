import type { Paged } from '@onsale/core/contracts/api';
import type { BuyerOrderSummary } from '@onsale/core/contracts/buyer-orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type OrdersPage = Paged<BuyerOrderSummary>;

export const getOrders = (page: number) => apiFetch<OrdersPage>(`/account/orders?page=${page}&pageSize=20`);

export function useOrders(page: number) {
  return useQuery({ queryKey: ['orders', 'list', page], queryFn: () => getOrders(page), staleTime: 0 });
}
