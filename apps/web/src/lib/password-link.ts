import type { SetPasswordCheck } from '@onsale/core/contracts/set-password';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Whether the link can still set a password, asked as its page opens (a used or expired link is told at once). */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: async () =>
      (await apiFetch<{ data: SetPasswordCheck }>('/auth/set-password/check', { method: 'POST', json: { token } }))
        .data,
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}
