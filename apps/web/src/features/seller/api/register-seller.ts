import type { SellerRegistration, SellerSession } from '@onsale/core/contracts/seller';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const registerSeller = async (body: SellerRegistration) =>
  (await apiFetch<{ data: SellerSession }>('/sellers/register', { method: 'POST', json: body })).data;

export function useRegisterSeller() {
  return useMutation({ mutationFn: registerSeller });
}
