import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type Params, type RouterContextProvider } from 'react-router';
import { ApiRequestError } from '../lib/api-client';
import type { PageHeadProps } from '../lib/seo/page-head';
import { queryClient as browserQueryClient } from './query-client';

/** The picture a page shows as its largest element, as a `<link rel=preload as=image>` wants it. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

/** What a page says about itself in the document's head. */
export interface RouteHead extends PageHeadProps {
  /** the product the page shows, for its structured data (JSON-LD) */
  product?: ProductDetail;
  /** the page's largest picture, preloaded with the HTML */
  picture?: ImagePreload;
}

/** The address a route's data and head are read for. */
export interface RouteWhere {
  params: Params;
  searchParams: URLSearchParams;
}

/** What the query cache holds for a query: its answer, whether it failed as missing, or nothing yet (undefined). */
export type ReadQuery = <T>(options: { queryKey: DataTag<QueryKey, T, Error> }) => Loaded<T> | undefined;

/** A route's own facts beside its path, module and loader (React Router's `handle`). */
export interface RouteHandle {
  /**
   * The page's head, from the data its loader asks for: read from the query cache, so that in the
   * browser it follows the page's data as it arrives and changes.
   */
  head?: (read: ReadQuery, where: RouteWhere) => RouteHead | undefined;
  /**
   * The server renders the page. `module` is the page's source file (a key of the browser
   * build's manifest): the server preloads its chunk with the HTML, so the browser has the page's
   * code before it takes the page over. `perProduct`: one page per product.
   */
  serverRendered?: { module?: string; perProduct?: boolean };
}

/** The query cache a route's loader fills: the browser's one cache, or the server's for the page it renders. */
export const queryClientContext = createContext<QueryClient>(browserQueryClient);

export function queryClientOf(context: RouterContextProvider): QueryClient {
  return context.get(queryClientContext);
}

/**
 * Whether loaders hold the page until its data is in: on the server, which renders the page with
 * it. In the browser a loader only starts asking, and the page shows its own loading state.
 */
export const awaitsData = createContext<boolean>(false);

export function readerOf(queryClient: QueryClient): ReadQuery {
  return ({ queryKey }) => {
    const state = queryClient.getQueryState(queryKey);
    if (state?.data !== undefined) return { data: state.data };
    if (state?.status === 'error')
      return { missing: state.error instanceof ApiRequestError && state.error.status === 404 };
    return undefined;
  };
}

/** What a loader read: the answer, or whether it failed as missing (a 404). The page shows its own message. */
export type Loaded<T> = { data: T; missing?: undefined } | { data?: undefined; missing: boolean };

/** Whether a loader's answer is a page that is not there (a category address naming none). */
export function isMissing(value: unknown): boolean {
  return value !== null && typeof value === 'object' && 'missing' in value && value.missing === true;
}
