/**
 * The orders a product list can be sorted in, and their labels. Apart from the contracts (which
 * build zod schemas) so that the category page's filters, read while the first page loads, do not
 * bring zod into the storefront's first download.
 */
export const PRODUCT_SORTS = ['discount', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  discount: 'Biggest discount',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};
