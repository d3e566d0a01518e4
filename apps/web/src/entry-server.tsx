import type {
  ApiTransport,
  ServerRenderedPath,
  StorefrontRenderOptions,
  StorefrontRenderResult,
} from '@onsale/core/storefront-render';
import { dehydrate, QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
import { menus, routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { brandsQuery } from './lib/catalogue/get-brands';
import { categoriesQuery } from './lib/catalogue/get-categories';
import { jsonForScript } from './lib/seo/page-head';
import { KEPT_PARTS, type KeptPartName } from './lib/ssr/kept-part';
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

/**
 * The menus' data (the categories and the brands), the same on every page: read from the API once
 * and kept until the catalogue changes, rather than asked for and parsed again for each page.
 */
const MENU_QUERIES = [categoriesQuery, brandsQuery] as const;
interface KeptAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}
let keptMenus: KeptAnswer[] | undefined;
/** the kept parts' HTML (the category bar, the footer), rendered from the kept menus */
let keptParts: Map<KeptPartName, string> | undefined;
/** counts the catalogue's changes: a render that began before one keeps nothing it read */
let catalogueVersion = 0;

/** The catalogue changed: the next page reads the menus again. */
export function forgetSharedData(): void {
  keptMenus = undefined;
  keptParts = undefined;
  catalogueVersion += 1;
}

/** The server's way to the API for the data pages show: set once, at start. */
export function setServerApiTransport(transport: ApiTransport): void {
  setApiTransport(transport);
  forgetSharedData();
}

function keepMenus(queryClient: QueryClient): KeptAnswer[] | undefined {
  const kept = MENU_QUERIES.map((query) => {
    const { queryKey } = query();
    const state = queryClient.getQueryState(queryKey);
    return state?.status === 'success' ? { queryKey, data: state.data, updatedAt: state.dataUpdatedAt } : undefined;
  });
  return kept.every((answer) => answer !== undefined) ? kept : undefined;
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

/** What React writes for a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const PLACEHOLDER = /<template data-kept-part="([a-z-]+)"><\/template>/g;
/** every kept part, written as a placeholder */
const ALL_PLACEHOLDERS: ReadonlySet<string> = new Set(KEPT_PARTS);

/** The page with each kept part's HTML in its placeholder. */
function fillParts(html: string, parts: ReadonlyMap<KeptPartName, string>): string {
  return html.replace(PLACEHOLDER, (placeholder, name: KeptPartName) => parts.get(name) ?? placeholder);
}

/**
 * The kept parts' HTML, read from the same page rendered whole and with placeholders: what the
 * whole render has where the other has a placeholder. Nothing when the two differ elsewhere (a
 * part that changed what the rest of the page writes), so a page is only ever made of parts that
 * reassemble its own whole render.
 */
function partsBetween(whole: string, withPlaceholders: string): Map<KeptPartName, string> | undefined {
  const pieces = withPlaceholders.split(PLACEHOLDER);
  const names = pieces.filter((_, index) => index % 2 === 1) as KeptPartName[];
  const around = pieces.filter((_, index) => index % 2 === 0);
  if (names.length !== KEPT_PARTS.length || !whole.startsWith(around[0]!)) return undefined;
  const parts = new Map<KeptPartName, string>();
  let at = around[0]!.length;
  for (const [index, name] of names.entries()) {
    const next = around[index + 1]!;
    const end = index === names.length - 1 ? whole.length - next.length : whole.indexOf(next, at);
    if (end < at) return undefined;
    parts.set(name, whole.slice(at, end));
    at = end + next.length;
  }
  return parts.size === KEPT_PARTS.length && fillParts(withPlaceholders, parts) === whole ? parts : undefined;
}

// Built once: each page asks it for its matched routes, their code and their data.
const handler = createStaticHandler(routes);

/** Renders a storefront page with its data, as the browser will hydrate it (entry-client). */
export async function render({ url, publicUrl }: StorefrontRenderOptions): Promise<StorefrontRenderResult> {
  const address = new URL(url, publicUrl);
  const queryClient = createQueryClient({ retry: false });
  const version = catalogueVersion;
  // The menus first on every page, kept or read now, so that a page's data is always in the same
  // order: the same data makes the same page, and the same ETag.
  const kept = keptMenus;
  // (and the parts rendered from those menus, none if they could not be read apart)
  const parts = kept && keptParts?.size ? keptParts : undefined;
  if (kept)
    for (const answer of kept) queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
  else await menus(queryClient);
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
  const renderWith = (placeholders?: ReadonlySet<string>) =>
    renderToString(
      <StrictMode>
        <SiteContext value={{ publicUrl, server: true, keptParts: placeholders }}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </SiteContext>
      </StrictMode>,
    );
  // Every part in place, in one synchronous pass: the page's code is loaded already (the handler
  // resolved its route's `lazy`) and its data is in the query cache, so nothing suspends. A part
  // that did would be left to the browser, which the check below refuses. The parts that show
  // only the menus are put in as rendered before, from the same menus.
  const html = parts ? fillParts(renderWith(ALL_PLACEHOLDERS), parts) : renderWith();
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) throw new Error(`${url} could not be rendered whole on the server`);
  if (!keptMenus && version === catalogueVersion) keptMenus = keepMenus(queryClient);
  else if (kept && !keptParts && version === catalogueVersion)
    // (parts that cannot be read apart are not tried again until the catalogue changes)
    keptParts = partsBetween(html, renderWith(ALL_PLACEHOLDERS)) ?? new Map();
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
    keptParts: parts ? [...parts.keys()] : [],
  };
}
