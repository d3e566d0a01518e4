import type { Me } from '@onsale/core/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/session/require-sign-in';
import { currentUserQueryKey } from '../../../lib/session/use-current-user';

/** After signing in or up: every menu learns who it is, data of a previous user is dropped, and the shopper goes back where they were. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return {
    next,
    async done(me: Me | null) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      if (me) queryClient.setQueryData(currentUserQueryKey, me);
      else await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await navigate(next, { replace: true });
    },
  };
}
