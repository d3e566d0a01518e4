import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/set-password with the link from the checkout: the account gets its password and the buyer is signed in. */
export async function createAccount(token: string, password: string): Promise<{ email: string }> {
  return (
    await apiFetch<{ data: { email: string } }>('/auth/set-password', { method: 'POST', json: { token, password } })
  ).data;
}

export function useCreateAccount() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => createAccount(token, password),
  });
}
