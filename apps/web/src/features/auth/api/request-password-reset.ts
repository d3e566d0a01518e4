import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const requestPasswordReset = async (email: string) =>
  (await apiFetch<{ data: { message: string } }>('/auth/password-reset', { method: 'POST', json: { email } })).data
    .message;

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
