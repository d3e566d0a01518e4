import type { Me, SignupBody } from '@onsale/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const signup = async (body: SignupBody) =>
  (await apiFetch<{ data: Me }>('/auth/signup', { method: 'POST', json: body })).data;

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
