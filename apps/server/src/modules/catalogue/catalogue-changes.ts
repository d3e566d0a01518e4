import type { ResponseCache } from './response-cache';

/** Where the catalogue cache keeps product pages: the answers found by product. */
export const PRODUCT_PAGES = 'product:';

/**
 * What a write changed: the pages of these products, and whether lists (home, categories,
 * searches, brands, counts) show it too. A sale that leaves stock changes only its products'
 * pages (cards show no stock figure, only "sold out"); a price, a sell-out or a restock changes lists.
 */
export interface CatalogueChange {
  productIds: readonly string[];
  listsChanged: boolean;
}

/** Announces that the catalogue changed; without a change, anything in it may have. */
export type CatalogueChanged = (change?: CatalogueChange) => void;

/** Forgets the cached answers a change makes stale. */
export function forgetChange<V>(cache: ResponseCache<V>, change?: CatalogueChange): void {
  if (!change) {
    cache.clear();
    return;
  }
  if (change.productIds.length > 0) cache.invalidate(change.productIds);
  if (change.listsChanged) cache.clear({ keep: PRODUCT_PAGES });
}
