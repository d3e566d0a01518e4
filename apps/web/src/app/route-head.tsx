import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { preload } from 'react-dom';
import { useMatches, useSearchParams, type UIMatch } from 'react-router';
import { ProductJsonLd } from '../features/product/components/product-json-ld';
import { PageHead } from '../lib/seo/page-head';
import { setDocumentMeta } from '../lib/seo/document-meta';
import { useSite } from '../lib/ssr/site-context';
import { readerOf, type ReadQuery, type RouteHandle, type RouteHead as Head } from './route-handle';

/** The head the deepest matched route gives, from the data in the query cache. */
function headOf(matches: readonly UIMatch[], read: ReadQuery, searchParams: URLSearchParams): Head | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const head = (match.handle as RouteHandle | undefined)?.head;
    if (head) return head(read, { params: match.params, searchParams });
  }
  return undefined;
}

/**
 * The head of the page at the current address (title, description, canonical link, previews, the
 * largest picture's preload) and a product's structured data, from the matched route's `head`.
 * The server renders them with the page and React hoists the tags into the head; in the browser
 * the document's title and description follow the shopper from page to page, and the structured
 * data follows the product shown.
 */
export function RouteHead() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const site = useSite();
  const queryClient = useQueryClient();
  // In the browser the head follows the page's data as answers arrive.
  const [, answered] = useReducer((count: number) => count + 1, 0);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) answered();
      }),
    [queryClient],
  );
  const head = headOf(matches, readerOf(queryClient), searchParams);
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title !== undefined) setDocumentMeta(title, description);
  }, [title, description]);
  if (!head) return null;
  const { picture, product, ...tags } = head;
  if (site.server && picture)
    preload(picture.href, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: picture.imageSrcSet,
      imageSizes: picture.imageSizes,
    });
  return (
    <>
      <PageHead {...tags} />
      {product && <ProductJsonLd product={product} />}
    </>
  );
}
