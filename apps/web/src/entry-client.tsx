import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchInitialPage } from './app/prefetch-initial-page';
import { queryClient } from './app/query-client';
import { routes, serverRenderedPage } from './app/router';
import { SiteContext } from './lib/ssr/site-context';
import { readServerState } from './lib/ssr/server-state';
import './styles.css';

const container = document.getElementById('root')!;

/** Loads the code of the server-rendered page at `pathname`; a failed load is left to the page's own error. */
async function loadPage(pathname: string): Promise<void> {
  await serverRenderedPage(pathname)
    ?.loadPage?.()
    .catch(() => undefined);
}
const state = readServerState();
const router = createBrowserRouter(routes);

if (state) {
  // The server rendered this page with its data: the browser takes both over without asking again.
  hydrate(queryClient, state.queries);
  // The page's code came with the HTML (modulepreload): React takes the page over once it is
  // loaded, in one pass, so no part of the page waits for it and drops a tap meanwhile.
  void loadPage(window.location.pathname).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap on the painted page is answered at once (React
    // hydrates the part tapped first), and no task is long enough to block it.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <SiteContext value={{ publicUrl: state.publicUrl, server: false }}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </SiteContext>
        </StrictMode>,
      );
    });
  });
} else {
  prefetchInitialPage(queryClient, window.location);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
