import type { Me, SignupBody } from '@onsale/core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

export const signup = async (body: SignupBody) =>
  (await apiFetch<{ data: Me }>('/auth/signup', { method: 'POST', json: body })).data;
