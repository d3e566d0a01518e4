import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The link e-mailed to verify an address: marks the account's e-mail verified; nobody is signed in by it. */
export const verifyEmail = async (token: string) =>
  (await apiFetch<{ data: { email: string } }>('/auth/verify-email', { method: 'POST', json: { token } })).data;

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The account and its order list change with the address confirmed.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'me' || query.queryKey[0] === 'orders',
      }),
  });
}
