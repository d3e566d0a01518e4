import { PRODUCT_SORT_LABELS, type ProductSort } from '@onsale/core/product-sorts';
import { useSearchParams } from 'react-router';
import { activeFilterCount, parseProductFilters, wholeNumber } from '../../../lib/catalogue/product-filters';
import type { CategoryFilters } from '../api/get-category-page';

const isSort = (value: string | null): value is ProductSort =>
  value !== null && Object.hasOwn(PRODUCT_SORT_LABELS, value);

/** Reads filters from the URL leniently: a hand-edited bad value is ignored rather than breaking the page. */
export function parseCategoryFilters(params: URLSearchParams): CategoryFilters {
  const sort = params.get('sort');
  return {
    sort: isSort(sort) ? sort : 'discount',
    ...parseProductFilters(params),
    page: wholeNumber(params.get('page'), 1, 10_000) ?? 1,
  };
}

type FilterChange = Partial<Omit<CategoryFilters, 'page'>>;

/** Filters, sort and page live in the URL so a filtered page can be shared, bookmarked and gone back to. */
export function useCategoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseCategoryFilters(params);

  function update(change: FilterChange) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '' || (key === 'sort' && value === 'discount')) next.delete(key);
          else next.set(key, String(value));
        }
        // Any change of what is shown starts again from the first page.
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  }

  function clear() {
    setParams(
      (current) => {
        const next = new URLSearchParams();
        const sort = current.get('sort');
        if (sort) next.set('sort', sort);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  const { sort: _sort, page: _page, ...chosen } = filters;
  const activeCount = activeFilterCount(chosen);
  return { filters, update, clear, activeCount };
}
