import type { LoginBody, Me } from '@onsale/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const login = async (body: LoginBody) =>
  (await apiFetch<{ data: Me }>('/auth/login', { method: 'POST', json: body })).data;

export function useLogin() {
  return useMutation({ mutationFn: login });
}
