import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseProductFilters, withCount } from './product-filters';

describe('product filters', () => {
  it('reads the filters, ignoring bad values', () => {
    expect(
      parseProductFilters(new URLSearchParams('brand=khaadi&size=M&minPrice=100&maxPrice=x&minDiscount=101')),
    ).toEqual({ brand: 'khaadi', size: 'M', minPrice: 100, maxPrice: undefined, minDiscount: undefined });
  });

  it('counts the chosen filters and labels an option with its count', () => {
    expect(activeFilterCount({ brand: 'khaadi', size: undefined, minPrice: 0 })).toBe(2);
    expect(withCount('Khaadi', 12)).toBe('Khaadi (12)');
    expect(withCount('Khaadi', 1200)).toBe('Khaadi (1,200)');
    expect(withCount('Khaadi')).toBe('Khaadi');
  });
});
