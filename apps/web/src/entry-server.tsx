import { Writable } from 'node:stream';
import type {
  ApiTransport,
  ServerRenderedPath,
  StorefrontRenderOptions,
  StorefrontRenderResult,
} from '@onsale/core/storefront-render';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
  type RouterContext,
} from 'react-router';
import { createQueryClient } from './app/query-client';
import { awaitsData, isMissing, queryClientContext, type RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { jsonForScript } from './lib/seo/page-head';
import { SiteContext } from './lib/ssr/site-context';
import type { ServerState } from './lib/ssr/server-state';

const handleOf = (route: RouteObject) => route.handle as RouteHandle | undefined;

/** The addresses of the pages the server renders, from the route table. */
function serverRenderedPaths(table: readonly RouteObject[]): ServerRenderedPath[] {
  return table.flatMap((route) => {
    const rendered = handleOf(route)?.serverRendered;
    const own =
      rendered && route.path !== undefined ? [{ path: route.path, perProduct: rendered.perProduct ?? false }] : [];
    return [...own, ...serverRenderedPaths(route.children ?? [])];
  });
}

export const SERVER_RENDERED_PATHS: readonly ServerRenderedPath[] = serverRenderedPaths(routes);

/** The server's way to the API for the data pages show: set once, at start. */
export function setServerApiTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

/** The ids of the products a page's data shows (cards and the product itself). */
function productIdsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) productIdsOf(item, into);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.price === 'number') into.add(record.id);
    for (const child of Object.values(record))
      if (child !== null && typeof child === 'object') productIdsOf(child, into);
  }
  return into;
}

/** Splits React's output for a container: the hoisted tags it writes first, then the page. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:meta|link)\b[^>]*>|<title>[^<]*<\/title>)/;
  let at = 0;
  for (let match = hoisted.exec(html); match; match = hoisted.exec(html.slice(at))) at += match[0].length;
  return { head: html.slice(0, at), body: html.slice(at) };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write: (chunk: Buffer, _encoding, done) => done(void chunks.push(chunk)),
          final: (done) => done(void resolve()),
        }),
      )
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

// Built once: each page asks it for its matched routes, their code and their data.
const handler = createStaticHandler(routes);

/** Renders a storefront page with its data, as the browser will hydrate it (entry-client). */
export async function render({ url, publicUrl }: StorefrontRenderOptions): Promise<StorefrontRenderResult> {
  const address = new URL(url, publicUrl);
  const queryClient = createQueryClient({ retry: false });
  // The matched routes' code and loaders, their data into this page's own query cache.
  const context = await handler.query(new Request(address), {
    requestContext: new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [queryClientContext, queryClient],
        [awaitsData, true],
      ]),
    ),
  });
  // (a loader sends an address naming a brand or a category on to its slug address)
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location && context.status >= 300 && context.status < 400
      ? { kind: 'redirect', location }
      : { kind: 'client', missing: false };
  }
  if (context.errors) throw Object.values(context.errors)[0];
  const rendered = context.matches.findLast((match) => handleOf(match.route)?.serverRendered);
  if (!rendered) return { kind: 'client', missing: false };
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  const missing = Object.values(context.loaderData).some(isMissing);
  if (failed.length > 0 || missing)
    return {
      kind: 'client',
      missing: missing || failed.some((query) => (query.state.error as { status?: number } | null)?.status === 404),
    };

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <SiteContext value={{ publicUrl, server: true }}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </SiteContext>
    </StrictMode>
  );
  // Every part in place: React would otherwise send a large part after a loading state, with an
  // inline script to swap them, which the shop's Content-Security-Policy refuses. The page's code
  // is loaded already (the handler resolved its route's `lazy`), so one pass renders it whole.
  const html = await streamToString(
    (await prerenderToNodeStream(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude,
  );
  if (html.includes('<template')) throw new Error(`${url} could not be rendered whole on the server`);
  const { head, body } = splitHoisted(html);
  const dehydrated = dehydrate(queryClient);
  const state: ServerState = { publicUrl, queries: dehydrated };
  queryClient.clear();
  return {
    kind: 'page',
    head,
    body,
    state: jsonForScript(state),
    productIds: [...productIdsOf(dehydrated.queries.map((query) => query.state.data))],
    module: handleOf(rendered.route)?.serverRendered?.module,
  };
}
