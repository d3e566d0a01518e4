import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, apiFetch } from '../api-client';
import { useHydrating } from '../ssr/use-hydrating';
import { hasSessionHint, SESSION_HINT_KEY, setSessionHint } from './session-hint';

/** What the header needs to know about the signed-in shopper (a subset of GET /api/me). */
export interface CurrentUser {
  uid: string;
  email: string;
  firstName: string;
  isSeller: boolean;
  sellerStatus: 'pending' | 'approved' | 'rejected' | 'blocked' | null;
  isAdmin: boolean;
  /** guest orders placed with the e-mail show in the account only once it is verified */
  emailVerified: boolean;
}

/** Invalidate this key after signing in or out so every menu follows at once. */
export const currentUserQueryKey = ['me'] as const;

/** Not needed after sign-in through the API client or setQueryData: both keep the hint already. */
export const rememberSignedIn = () => setSessionHint(true);

/** The signed-in user, or null when signed out (no session hint, or the API answers 401). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!hasSessionHint()) return null;
  try {
    return (await apiFetch<{ data: CurrentUser }>('/me')).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

const synced = new WeakSet<QueryClient>();

/** Once per app: other tabs' sign-ins and sign-outs, and users put into the cache, keep the hint right. */
function syncSession(queryClient: QueryClient): void {
  if (synced.has(queryClient)) return;
  synced.add(queryClient);
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY || event.key === null)
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  });
  queryClient.getQueryCache().subscribe((event) => {
    // Only a settled answer counts: an invalidation right after sign-in still holds the old null.
    if (
      event.type !== 'updated' ||
      event.action.type !== 'success' ||
      event.query.queryKey[0] !== currentUserQueryKey[0]
    )
      return;
    // A user put into the cache by a sign-in form (setQueryData) must survive the next refetch.
    const data = event.query.state.data as CurrentUser | null | undefined;
    if (data !== undefined) setSessionHint(data !== null);
  });
}

/**
 * The signed-in user: undefined (and pending) until known, null when signed out. A page the server
 * rendered was rendered signed out, and parts of it hydrate after the header has asked who is
 * signed in: until the page is hydrated, the answer is still pending, as it was on the server.
 */
export function useCurrentUser(): { data: CurrentUser | null | undefined; isPending: boolean } {
  const queryClient = useQueryClient();
  useEffect(() => syncSession(queryClient), [queryClient]);
  const { data, isPending } = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
  });
  return useHydrating() ? { data: undefined, isPending: true } : { data, isPending };
}
