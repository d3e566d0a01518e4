import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The one-time link's endpoint: it sets the password and signs the shopper in. */
export const setPassword = async (token: string, password: string) =>
  (await apiFetch<{ data: { email: string } }>('/auth/set-password', { method: 'POST', json: { token, password } }))
    .data;

export function useSetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => setPassword(token, password),
  });
}
