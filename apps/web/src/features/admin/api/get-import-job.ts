import type { ImportJob } from '@onsale/core/contracts/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';

export const getImportJob = async (id: string) =>
  (await apiFetch<{ data: ImportJob }>(`/admin/imports/jobs/${encodeURIComponent(id)}`)).data;

const isOver = (job: ImportJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** An import's progress, asked again every second until it is over; then the catalogue lists are refreshed. */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...adminKey, 'imports', 'job', id],
    queryFn: () => getImportJob(id!),
    enabled: id !== null,
    refetchInterval: (q) => (isOver(q.state.data) ? false : 1000),
  });
  const over = isOver(query.data);
  useEffect(() => {
    if (over)
      void queryClient.invalidateQueries({
        predicate: (q) => !(q.queryKey.includes('imports') && q.queryKey.includes('job')),
      });
  }, [over, queryClient]);
  return query;
}
