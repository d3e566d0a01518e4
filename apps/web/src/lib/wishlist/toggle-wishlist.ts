import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { wishlistQueryKey } from './get-wishlist';

export const addToWishlist = (productId: string) =>
  apiFetch<unknown>('/account/wishlist', { method: 'POST', json: { productId } });
export const removeFromWishlist = (productId: string) =>
  apiFetch<unknown>(`/account/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' });

/** Saves or unsaves a product, then refreshes every heart and the wishlist page. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      saved ? removeFromWishlist(productId) : addToWishlist(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
