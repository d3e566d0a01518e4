import type { SellerRegistration, SellerSession } from '@onsale/core/contracts/seller';
import { apiFetch } from '../../../lib/api-client';

export const registerSeller = async (body: SellerRegistration) =>
  (await apiFetch<{ data: SellerSession }>('/sellers/register', { method: 'POST', json: body })).data;
