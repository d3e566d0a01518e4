import type { Credit } from '@onsale/core/contracts/returns';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useCurrentUser } from '../session/use-current-user';

export const creditQueryKey = ['credit'] as const;

/** GET /api/account/credit: the balance and its entries, newest first. */
export const getCredit = async () => (await apiFetch<{ data: Credit }>('/account/credit')).data;

/**
 * The signed-in shopper's OnSale credit, for the credit page and checkout; nothing is fetched while
 * signed out. Always asked again on opening: a return refunded or an order placed moves it.
 */
export function useCredit() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...creditQueryKey, user?.uid],
    queryFn: getCredit,
    enabled: Boolean(user),
    staleTime: 0,
  });
}
