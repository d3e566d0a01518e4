import { formatCount } from '@onsale/core/numbers';

/**
 * The filters a list of products takes from its URL, the category page's and the search page's:
 * a brand slug, a size, a price range in whole rupees and a minimum discount.
 */
export interface ProductFilters {
  brand?: string;
  size?: string;
  minPrice?: number;
  maxPrice?: number;
  minDiscount?: number;
}

export function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function urlText(value: string | null, maxLength: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined;
}

/** A choice of a filter; `count`, when known, is how many products it keeps ("Khaadi (12)"). */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
  /** shown indented under the option before it (a sub-category under its top category) */
  nested?: boolean;
}

/** Reads the filters leniently: a hand-edited bad value is ignored rather than breaking the page. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  return {
    brand: urlText(params.get('brand'), 80),
    size: urlText(params.get('size'), 20),
    minPrice: wholeNumber(params.get('minPrice'), 0, 10_000_000),
    maxPrice: wholeNumber(params.get('maxPrice'), 0, 10_000_000),
    minDiscount: wholeNumber(params.get('minDiscount'), 0, 100),
  };
}

/** How many filters are chosen ("Clear all filters (n)"). */
export const activeFilterCount = (filters: object): number =>
  Object.values(filters).filter((value) => value !== undefined && value !== '').length;

/** An option's label with how many products it keeps, when known: "Khaadi (12)". */
export const withCount = (label: string, count?: number): string =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

/**
 * The options a filter's list offers: none that keeps no product, unless it is the chosen one,
 * which stays so that it can be unchosen; a chosen value no option names comes first.
 */
export function offeredOptions(options: readonly FilterOption[], chosen: string | undefined): readonly FilterOption[] {
  const offered = options.filter((option) => option.count !== 0 || option.value === chosen);
  return chosen === undefined || options.some((option) => option.value === chosen)
    ? offered
    : [{ value: chosen, label: chosen }, ...offered];
}
