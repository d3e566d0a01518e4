/**
 * What the web app's server render (apps/web/src/entry-server.tsx, built into
 * apps/web/dist/ssr/entry-server.js) offers the server (apps/server/src/routes/web/storefront-pages.ts).
 */

/** The element (`<script type="application/json">`) that carries a server-rendered page's data to the browser. */
export const STATE_ELEMENT_ID = 'onsale-state';

/** `fetch`, as the side that imports this contract has it (core itself names no platform). */
type Fetch = typeof globalThis extends { fetch: infer F extends (...args: never[]) => unknown } ? F : never;

/** The server's way to the API for the data pages show, as `fetch` is the browser's. */
export type ApiTransport = (url: string, init: NonNullable<Parameters<Fetch>[1]>) => ReturnType<Fetch>;

/** A page address the server renders, as its route table writes it ("/product/:slug"). */
export interface ServerRenderedPath {
  path: string;
  /** one page per product: there are many, kept only once asked for again, and forgotten when that product changes */
  perProduct: boolean;
}

export interface StorefrontRenderOptions {
  /** path and query, as asked for */
  url: string;
  publicUrl: string;
}

export type StorefrontRenderResult =
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
      /** the page module's source path (a key of the browser build's manifest), to preload its chunk */
      module?: string;
      /** the parts put in as rendered for an earlier page (the category bar, the footer) */
      keptParts: string[];
    }
  /** the page shows no data the server could load: the browser renders it (missing: a 404) */
  | { kind: 'client'; missing: boolean }
  /** the address names a brand or category whose page lives at its slug address */
  | { kind: 'redirect'; location: string };

export interface StorefrontRenderer {
  /** the addresses the server renders, from the web app's route table */
  SERVER_RENDERED_PATHS: readonly ServerRenderedPath[];
  setServerApiTransport(transport: ApiTransport): void;
  /** the catalogue changed: what every page shows alike (the menus) is read again */
  forgetSharedData(): void;
  render(options: StorefrontRenderOptions): Promise<StorefrontRenderResult>;
}
