import { describe, expect, it } from 'vitest';
import { parseCategoryFilters } from './use-category-filters';

describe('parseCategoryFilters', () => {
  it('reads every filter, the sort and the page from the URL', () => {
    expect(
      parseCategoryFilters(
        new URLSearchParams('sort=price-asc&brand=khaadi&size=M&minPrice=1000&maxPrice=5000&minDiscount=30&page=3'),
      ),
    ).toEqual({
      sort: 'price-asc',
      brand: 'khaadi',
      size: 'M',
      minPrice: 1000,
      maxPrice: 5000,
      minDiscount: 30,
      page: 3,
    });
  });

  it('falls back to the defaults for missing or hand-edited bad values instead of failing', () => {
    expect(
      parseCategoryFilters(
        new URLSearchParams('sort=cheapest&minPrice=-5&maxPrice=abc&minDiscount=101&page=0&brand=%20%20'),
      ),
    ).toEqual({
      sort: 'discount',
      brand: undefined,
      size: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minDiscount: undefined,
      page: 1,
    });
    expect(parseCategoryFilters(new URLSearchParams('sort=toString')).sort).toBe('discount');
  });
});
