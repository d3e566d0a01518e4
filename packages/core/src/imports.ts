import { formatCount } from './numbers';

/** Products one feed file may hold (a product's size rows count once); a longer feed is split into several files. */
export const MAX_FEED_PRODUCTS = 2000;
export const FEED_PRODUCTS_NOTE = `Up to ${formatCount(MAX_FEED_PRODUCTS)} products per file`;
export const TOO_MANY_FEED_PRODUCTS = `The feed has more than ${formatCount(MAX_FEED_PRODUCTS)} products: split it into files of up to ${formatCount(MAX_FEED_PRODUCTS)} products`;

export const SALE_ABOVE_REGULAR = 'Sale price is above the regular price';

/**
 * A row's sale price must not be above its regular price: the shop shows only honest discounts,
 * so such a row is refused rather than saved at the higher price. Equal prices are no discount.
 */
export function salePriceProblem(sale: number, regular: number | null): string | null {
  return regular !== null && sale > regular ? SALE_ABOVE_REGULAR : null;
}

/** What a preview knows of a row's category: whether the catalogue has it, and whether the row updates a product. */
export interface ImportRowCategory {
  /** the category the row names, '' when none */
  category: string;
  categoryFound: boolean;
  updatesProduct: boolean;
}

export type ImportRowPlacement = { place: 'own' | 'default' | 'kept' } | { refused: string };

/**
 * Where an imported row goes, the same for the preview and the import: its own category when the
 * catalogue has it, else the default category chosen, else (a re-import) where the product already
 * is. A new product with neither is refused.
 */
export function placeImportRow(row: ImportRowCategory, defaultCategory: string | null): ImportRowPlacement {
  if (row.categoryFound) return { place: 'own' };
  if (defaultCategory) return { place: 'default' };
  if (row.updatesProduct) return { place: 'kept' };
  return {
    refused: row.category
      ? `category "${row.category}" is not in the catalogue: choose a default category`
      : 'category is missing: choose a default category',
  };
}

/** The reason the save waits, when some chosen rows need a default category and none is chosen. */
export function missingDefaultCategoryNote(rows: number): string | null {
  if (rows === 0) return null;
  return `Choose a default category for ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} without one, or leave ${rows === 1 ? 'it' : 'them'} out`;
}
