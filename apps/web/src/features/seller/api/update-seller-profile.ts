import type { SellerProfile, SellerProfileUpdate } from '@onsale/core/contracts/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerProfileQueryKey } from './get-seller-profile';

export const updateSellerProfile = async (body: SellerProfileUpdate) =>
  (await apiFetch<{ data: SellerProfile }>('/seller/profile', { method: 'PUT', json: body })).data;

export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(sellerProfileQueryKey, profile);
      // The brand's name and logo show on the storefront too.
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
    },
  });
}
