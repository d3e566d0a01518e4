import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STATE_ELEMENT_ID, type StorefrontRenderer } from '@onsale/core/storefront-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PreparedBody, sendPrepared } from '../../http/prepared-body';
import { forgetChange, PRODUCT_PAGES } from '../../modules/catalogue/catalogue-changes';
import { ResponseCache } from '../../modules/catalogue/response-cache';

export type { StorefrontRenderer };

/** Where the web build puts the server's render, and where the browser build lists its chunks. */
export const SSR_ENTRY = path.join('ssr', 'entry-server.js');
const MANIFEST = path.join('.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const MB = 1024 * 1024;

/**
 * A page as sent: its HTML as bytes, with its ETag and compressed forms prepared once (decision
 * 0023). The text itself is not kept: the bytes are all that is sent, and take half its memory.
 */
interface RenderedPage {
  body: PreparedBody;
  /** the products it shows: a change to one of them makes it stale */
  productIds: readonly string[];
}

/** How often a page looks whether a new build has replaced the files it is made from. */
const LOOK_FOR_BUILD_MS = 1000;

/** The built index.html and manifest, read again when a new build replaces them. */
function fileReader<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  let lookedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - lookedAt < LOOK_FOR_BUILD_MS) return cached?.value;
    lookedAt = now;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) cached = undefined;
    else if (!cached || cached.mtimeMs !== stat.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cached?.value;
  };
}

/** The page's chunk and the chunks it imports, as `<link rel=modulepreload>`, so they download with the HTML (after the stylesheet and pictures, as the app's code does). */
function modulePreloads(
  manifest: Record<string, ManifestChunk> | undefined,
  module: string | undefined,
  alreadyLoaded: string,
): string {
  if (!manifest || !module || !manifest[module]) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files]
    .filter((file) => !alreadyLoaded.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}

/**
 * React Query's state says when each answer was read: two renders of the same data (on two
 * nodes, or after the cache let a page go) differ only there.
 */
export const READ_TIMES = /"(?:dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g;

/** A weak ETag: the same for every render of the same data, whenever it was read. */
export function pageEtag(page: string): string {
  return `W/"${crypto.hash('sha1', page.replace(READ_TIMES, ''), 'base64url')}"`;
}

const APP_HTML = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;

/**
 * The page in the build's index.html: the render's head in place of the template's title and
 * description, the render in #root (in place of the placeholder the template marks) and its data
 * at the end of the body.
 */
export function assemblePage(
  template: string,
  page: { head: string; body: string; state: string; preloads: string; stateElementId: string },
): string {
  const hasTitle = page.head.includes('<title>');
  const stripped = hasTitle
    ? template
        .replace(/[ \t]*<title>[\s\S]*?<\/title>\s*/i, '')
        .replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*/gi, '')
    : template;
  const withHead = stripped.replace(/<\/head>/i, () => `${page.head}${page.preloads}</head>`);
  const withRoot = APP_HTML.test(withHead)
    ? withHead.replace(APP_HTML, () => page.body)
    : withHead.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  const bodyEnd = withRoot.lastIndexOf('</body>');
  const state = `<script type="application/json" id="${page.stateElementId}">${page.state}</script>`;
  return bodyEnd < 0 ? `${withRoot}${state}` : `${withRoot.slice(0, bodyEnd)}${state}${withRoot.slice(bodyEnd)}`;
}

export interface StorefrontPagesOptions {
  webDistDir: string;
  /** the render to use instead of the built one (tests render from the web app's source) */
  renderer?: StorefrontRenderer;
}

/**
 * The storefront's pages (home, categories, products, search, brands, help pages) answered with
 * their HTML rendered by React on the server, their data embedded for the browser to hydrate.
 * Rendered pages are cached as the catalogue's answers are, and forgotten with them on every
 * node (decision 0021): a product's page when that product changes, the lists when lists do.
 * A page whose data cannot be loaded gets the plain app, which shows its own message (a 404
 * status for a product or category that does not exist).
 */
export async function registerStorefrontPages(
  app: FastifyInstance,
  { webDistDir, renderer: given }: StorefrontPagesOptions,
): Promise<void> {
  const entry = path.join(webDistDir, SSR_ENTRY);
  const template = fileReader(path.join(webDistDir, 'index.html'), (text) => text);
  const manifest = fileReader(
    path.join(webDistDir, MANIFEST),
    (text) => JSON.parse(text) as Record<string, ManifestChunk>,
  );
  const renderer =
    given ?? (fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as StorefrontRenderer) : undefined);
  if (!renderer || !template()) return;

  // Pages ask the API for their data as the browser does, without leaving the process.
  renderer.setServerApiTransport(async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  // Product pages are many: one is kept once it is asked for again, as the catalogue keeps its answers.
  const pages = new ResponseCache<RenderedPage>({
    name: 'pages',
    maxBytes: 16 * MB,
    weigh: (page) => page.body.byteLength,
    partitions: { [PRODUCT_PAGES]: { maxBytes: 16 * MB, repeatedOnly: true } },
  });
  app.catalogue.follow((change) => {
    forgetChange(pages, change);
    renderer.forgetSharedData();
  });
  app.system.watchCache(pages);
  let builtTemplate = template();

  async function renderPage(url: string, html: string): Promise<RenderedPage> {
    const result = await renderer!.render({ url, publicUrl: app.config.publicUrl });
    if (result.kind === 'client') throw new ClientRendered(result.missing ? 404 : 200);
    if (result.kind === 'redirect') throw new MovedTo(result.location);
    const preloads = modulePreloads(manifest(), result.module, html);
    const page = assemblePage(html, { ...result, preloads, stateElementId: STATE_ELEMENT_ID });
    return { body: new PreparedBody(page, pageEtag(page)), productIds: result.productIds };
  }

  /** Answers a page address of the route table; `cacheKeys` says where its pages are kept. */
  const sendPage = (cacheKeys: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const html = template();
    if (!html) return reply.callNotFound();
    if (html !== builtTemplate) {
      // A new build: its pages name other chunks.
      builtTemplate = html;
      pages.clear();
    }
    reply.header('cache-control', 'no-cache');
    const key = `${cacheKeys}${request.url}`;
    let page: RenderedPage;
    try {
      page = await pages.get(
        key,
        () => renderPage(request.url, html),
        (rendered) => rendered.productIds,
      );
    } catch (error) {
      if (error instanceof MovedTo) return reply.redirect(error.location, 301);
      if (!(error instanceof ClientRendered))
        request.log.error({ err: error, url: request.url }, 'page could not be rendered on the server');
      // The app in the browser shows the page, or its own not-found page and error messages.
      return reply
        .status(error instanceof ClientRendered ? error.status : 200)
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return sendPrepared(request, reply, page.body, 'text/html; charset=utf-8');
  };

  // Product pages are many: they are kept apart, and only once asked for again.
  for (const { path: url, perProduct } of renderer.SERVER_RENDERED_PATHS)
    app.get(url, { schema: { hide: true }, compress: false }, sendPage(perProduct ? PRODUCT_PAGES : 'page:'));
}

/** A page left to the browser: its data could not be loaded. */
class ClientRendered extends Error {
  constructor(readonly status: number) {
    super('rendered in the browser');
  }
}

/** A page that lives at another address. */
class MovedTo extends Error {
  constructor(readonly location: string) {
    super(`moved to ${location}`);
  }
}
