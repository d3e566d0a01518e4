import type { AdminMe } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { hasSessionHint } from '../../../lib/session/session-hint';
import { adminKey } from './admin-keys';

export const adminMeQueryKey = [...adminKey, 'me'] as const;

/** The signed-in admin, or null when signed out or not an admin (401/403). */
export async function getAdminMe(): Promise<AdminMe | null> {
  if (!hasSessionHint()) return null;
  try {
    return (await apiFetch<{ data: AdminMe }>('/admin/me')).data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function useAdminMe() {
  return useQuery({ queryKey: adminMeQueryKey, queryFn: getAdminMe, staleTime: 60_000 });
}
