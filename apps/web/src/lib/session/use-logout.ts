import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../api-client';
import { setSessionHint } from './session-hint';
import { currentUserQueryKey } from './use-current-user';

export const logout = () => apiFetch<unknown>('/auth/logout', { method: 'POST' });

/** Signs out, forgets the user everywhere in the app and goes home (spec: "Logout clears the user and goes to /"). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      setSessionHint(false);
      // Home first: a sign-in-only page still on screen would otherwise send the shopper to the login.
      await navigate('/');
      queryClient.setQueryData(currentUserQueryKey, null);
      // Nothing of the signed-out account stays in memory (wishlist, orders, notifications).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    },
  });
}
