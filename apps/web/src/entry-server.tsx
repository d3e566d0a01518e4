import { Writable } from 'node:stream';
import { brandPathSegment } from '@onsale/core/slug';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { loadInitialPage, type ImagePreload } from './app/prefetch-initial-page';
import { createQueryClient } from './app/query-client';
import { routes, SERVER_PAGES, serverRenderedPage } from './app/router';
import { categorySlugOf } from './features/category/utils/category-address';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { categoriesQuery } from './lib/catalogue/get-categories';
import { jsonForScript } from './lib/seo/page-head';
import { SiteContext } from './lib/ssr/site-context';
import { STATE_ELEMENT_ID, type ServerState } from './lib/ssr/server-state';

export type { ApiTransport };

/** The addresses of the pages the server renders, for its routes. */
export const SERVER_PAGE_PATHS: readonly string[] = SERVER_PAGES.map((page) => page.path);

/** Whether the server renders the page at `pathname`, and which page module it shows. */
export function serverPage(pathname: string): { module?: string } | undefined {
  const page = serverRenderedPage(pathname);
  return page && { module: page.module };
}

/** The server's way to the API for the data pages show: set once, at start. */
export function setServerApiTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

export interface RenderOptions {
  /** path and query, as asked for */
  url: string;
  publicUrl: string;
}

export type RenderResult =
  | {
      kind: 'page';
      /** the hoisted head: title, description, canonical link, previews, the LCP picture's preload */
      head: string;
      /** what goes inside #root */
      body: string;
      /** the page's data, for the browser to take over without asking again: JSON, safe inside a <script> */
      state: string;
      /** the products the page shows: a change to one of them makes it stale */
      productIds: string[];
      /** the page module's source path, to preload its chunk */
      module?: string;
    }
  /** the page shows no data the server could load: the browser renders it (missing: a 404) */
  | { kind: 'client'; missing: boolean }
  /** the address names a brand or category whose page lives at its slug address */
  | { kind: 'redirect'; location: string };

function Preload({ image, children }: { image: ImagePreload | undefined; children: ReactNode }) {
  if (image)
    preload(image.href, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.imageSrcSet,
      imageSizes: image.imageSizes,
    });
  return children;
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

const handler = createStaticHandler(routes);

/** The decoded path parameter of a page address, as the browser's router reads it. */
function segmentOf(pattern: string, pathname: string): string | undefined {
  const raw = Object.values(matchPath(pattern, pathname)?.params ?? {})[0];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Renders a storefront page with its data, as the browser will hydrate it (entry-client). */
export async function render({ url, publicUrl }: RenderOptions): Promise<RenderResult> {
  const address = new URL(url, publicUrl);
  const page = serverPage(address.pathname);
  if (!page) return { kind: 'client', missing: false };
  const queryClient = createQueryClient({ retry: false });
  // An address naming a brand or a category ("/brand/Gul Ahmed", "/category/Ready to Wear") is
  // sent on to its slug address, as the app in the browser does.
  const brand = segmentOf('/brand/:brandName', address.pathname);
  if (brand !== undefined && brandPathSegment(brand) !== brand)
    return { kind: 'redirect', location: `/brand/${brandPathSegment(brand)}${address.search}` };
  const category = segmentOf('/category/:slug', address.pathname);
  if (category !== undefined) {
    const tree = await queryClient.fetchQuery(categoriesQuery()).catch(() => undefined);
    const slug = tree && categorySlugOf(category, tree);
    if (tree && slug === null) return { kind: 'client', missing: true };
    if (slug && slug !== category) return { kind: 'redirect', location: `/category/${slug}${address.search}` };
  }

  const image = await loadInitialPage(queryClient, address);
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0)
    return {
      kind: 'client',
      missing: failed.some((query) => (query.state.error as { status?: number } | null)?.status === 404),
    };

  const context = await handler.query(new Request(address));
  if (context instanceof Response) return { kind: 'client', missing: false };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <SiteContext value={{ publicUrl, server: true }}>
        <QueryClientProvider client={queryClient}>
          <Preload image={image}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Preload>
        </QueryClientProvider>
      </SiteContext>
    </StrictMode>
  );
  // Every part in place: React would otherwise send a large part after a loading state, with an
  // inline script to swap them, which the shop's Content-Security-Policy refuses.
  let html = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    html = await streamToString(
      (await prerenderToNodeStream(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude,
    );
    // (the first render of a page whose code the server had not loaded yet may still do so)
    if (!html.includes('<template')) break;
  }
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
    module: page.module,
  };
}

export { STATE_ELEMENT_ID };
