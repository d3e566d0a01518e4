import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { prefetchInitialPage } from './prefetch-initial-page';
import { queryClient } from './query-client';
import { router } from './router';

prefetchInitialPage(queryClient, window.location);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
