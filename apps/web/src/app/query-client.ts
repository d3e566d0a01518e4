import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';

/**
 * A failed read is asked again `retry` times, unless the server answered it with a 4xx: a category
 * or product that does not exist shows "not found" at once rather than after the retries' wait.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  const retried = (failures: number, error: unknown) =>
    retry !== false && failures < retry && !(error instanceof ApiRequestError && error.status < 500);
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retried, refetchOnWindowFocus: false } },
  });
}

/** The browser's one query cache. */
export const queryClient = createQueryClient();
