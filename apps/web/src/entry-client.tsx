import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { queryClient } from './app/query-client';
import { routes } from './app/router';
import { SiteContext } from './lib/ssr/site-context';
import { readServerState } from './lib/ssr/server-state';
import './styles.css';

const container = document.getElementById('root')!;

/**
 * Makes the server-rendered page at the browser's address ready to hydrate: its code loaded (it
 * came with the HTML as modulepreload), and its routes' data taken as read (the server sent it in
 * the query cache). A failed load is left to the router, which shows the page's error.
 */
async function loadServerRenderedPage(): Promise<HydrationState> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) if (route.loader && route.id !== undefined) loaderData[route.id] = null;
  return { loaderData };
}

const state = readServerState();

if (state) {
  // The server rendered this page with its data: the browser takes both over without asking again.
  hydrate(queryClient, state.queries);
  // The page's code loads before React takes the page over, so React hydrates it in one pass and
  // no part of the page waits for its code and drops a tap meanwhile.
  void loadServerRenderedPage().then((hydrationData) => {
    const router = createBrowserRouter(routes, { hydrationData });
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
  // The router asks for the page's data as it loads the page's code, and the page shows its loading state.
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
