import { describe, expect, it } from 'vitest';
import { activeFilterCount, offeredOptions, parseProductFilters, withCount } from './product-filters';

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

  it('offers no option that keeps no product, unless it is the chosen one', () => {
    const options = [
      { value: '10', label: '10% off or more', count: 3 },
      { value: '50', label: '50% off or more', count: 0 },
      { value: '70', label: '70% off or more', count: 0 },
    ];
    expect(offeredOptions(options, undefined).map((option) => option.value)).toEqual(['10']);
    expect(offeredOptions(options, '70').map((option) => option.value)).toEqual(['10', '70']);
    // Options whose counts are not known (a category page's) are all offered.
    expect(offeredOptions([{ value: 'M', label: 'M' }], undefined)).toEqual([{ value: 'M', label: 'M' }]);
  });

  it('offers a chosen value no option names, first', () => {
    expect(offeredOptions([{ value: 'khaadi', label: 'Khaadi', count: 2 }], 'gone')).toEqual([
      { value: 'gone', label: 'gone' },
      { value: 'khaadi', label: 'Khaadi', count: 2 },
    ]);
  });
});
