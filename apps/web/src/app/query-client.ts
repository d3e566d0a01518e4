import { QueryClient } from '@tanstack/react-query';

export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false } } });
}

/** The browser's one query cache. */
export const queryClient = createQueryClient();
