import type { BuyerOrderSummary } from '@onsale/core/contracts/buyer-orders';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

interface OrdersPage {
  data: BuyerOrderSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export const getOrders = (page: number) => apiFetch<OrdersPage>(`/account/orders?page=${page}&pageSize=20`);

export function useOrders(page: number) {
  return useQuery({ queryKey: ['orders', 'list', page], queryFn: () => getOrders(page), staleTime: 0 });
}
