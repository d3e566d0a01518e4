import { SYSTEM_REFRESH_SECONDS, type SystemStatus, type retriedJobSchema } from '@onsale/core/contracts/system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

type RetriedJob = z.infer<typeof retriedJobSchema>;

export const systemQueryKey = [...adminKey, 'system'] as const;

/** GET /api/admin/system: the nodes, what they depend on, the jobs, the outbox and the last errors. */
export const getSystemStatus = async () => (await apiFetch<{ data: SystemStatus }>('/admin/system')).data;

// Read again every few seconds while the page is open: it is what an operator watches. A first
// read that failed waits for the page's Retry instead: a read with nothing yet shows its skeleton
// again, which would blink over the error every few seconds.
export const systemQuery = () =>
  queryOptions({
    queryKey: systemQueryKey,
    queryFn: getSystemStatus,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? false : SYSTEM_REFRESH_SECONDS * 1000,
  });

export function useSystemStatus() {
  return useQuery(systemQuery());
}

/** POST /api/admin/system/jobs/:id/retry: a failed job queued again (404 when gone, 409 when it has not failed). */
export const retryJob = async (id: string) =>
  (
    await apiFetch<{ data: RetriedJob }>(`/admin/system/jobs/${encodeURIComponent(id)}/retry`, {
      method: 'POST',
      json: {},
    })
  ).data;

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
