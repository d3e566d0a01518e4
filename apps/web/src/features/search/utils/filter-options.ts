import type { SearchFilterCounts } from '@onsale/core/contracts/catalogue';
import type { FilterOption } from '../../../lib/catalogue/product-filters';

/** The search's filters as the form's options, each with its count. */
export function filterOptionsOf(counts: SearchFilterCounts | undefined) {
  const categories = counts?.categories ?? [];
  const tops = categories.filter((category) => category.parent === null);
  // A top category, then its sub-categories beneath it (each list by count, as the server sorts them).
  const categoryOptions: FilterOption[] = tops.flatMap((top) => [
    { value: top.slug, label: top.name, count: top.count },
    ...categories
      .filter((sub) => sub.parent === top.slug)
      .map((sub) => ({ value: sub.slug, label: sub.name, count: sub.count, nested: true })),
  ]);
  return {
    brands: (counts?.brands ?? []).map((brand) => ({ value: brand.slug, label: brand.name, count: brand.count })),
    categories: categoryOptions,
    sizes: (counts?.sizes ?? []).map((size) => ({ value: size.size, label: size.size, count: size.count })),
    discountCounts: counts ? new Map(counts.discounts.map((step) => [step.min, step.count])) : undefined,
  };
}
