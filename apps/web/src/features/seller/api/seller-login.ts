import type { SellerSession } from '@onsale/core/contracts/seller';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sellerLogin = async (body: { email: string; password: string }) =>
  (await apiFetch<{ data: SellerSession }>('/sellers/login', { method: 'POST', json: body })).data;

export function useSellerLogin() {
  return useMutation({ mutationFn: sellerLogin });
}
