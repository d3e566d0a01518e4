import { describe, expect, it } from 'vitest';
import { filterOptionsOf } from './filter-options';

describe('filterOptionsOf', () => {
  it('lists each top category with its sub-categories beneath, all with their counts', () => {
    const options = filterOptionsOf({
      brands: [{ slug: 'khaadi', name: 'Khaadi', count: 12 }],
      categories: [
        { slug: 'women', name: 'Women', parent: null, count: 9 },
        { slug: 'men', name: 'Men', parent: null, count: 4 },
        { slug: 'men-kurtas', name: 'Kurtas', parent: 'men', count: 3 },
      ],
      sizes: [{ size: 'M', count: 5 }],
      discounts: [{ min: 10, count: 7 }],
    });
    expect(options.brands).toEqual([{ value: 'khaadi', label: 'Khaadi', count: 12 }]);
    expect(options.categories.map((option) => [option.value, option.nested ?? false])).toEqual([
      ['women', false],
      ['men', false],
      ['men-kurtas', true],
    ]);
    expect(options.sizes).toEqual([{ value: 'M', label: 'M', count: 5 }]);
    expect(options.discountCounts?.get(10)).toBe(7);
  });

  it('offers nothing before the counts arrive', () => {
    expect(filterOptionsOf(undefined)).toEqual({ brands: [], categories: [], sizes: [], discountCounts: undefined });
  });
});
