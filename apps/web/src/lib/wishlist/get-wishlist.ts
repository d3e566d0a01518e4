import type { WishlistItem } from '@onsale/core/contracts/engagement';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useCurrentUser } from '../session/use-current-user';

export const wishlistQueryKey = ['wishlist'] as const;

export const getWishlist = async () => (await apiFetch<{ data: WishlistItem[] }>('/account/wishlist')).data;

/** The signed-in shopper's saved products; nothing is fetched while signed out. */
export function useWishlist() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...wishlistQueryKey, user?.uid],
    queryFn: getWishlist,
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}
