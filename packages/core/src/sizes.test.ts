import { describe, expect, it } from 'vitest';
import { compareSizes, sizeOptions } from './sizes';

describe('sizes', () => {
  it('offers a category its own scale, letter sizes otherwise', () => {
    expect(sizeOptions('footwear')).toEqual(['39', '40', '41', '42', '43', '44']);
    expect(sizeOptions('bags')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });

  it('orders sizes of several scales by the scales, then the others by value', () => {
    const sizes = ['XL', '42', 'Free', 'S', '3-6M', '38', 'One Size', '10', 'M'];
    expect([...sizes].sort(compareSizes)).toEqual(['S', 'M', 'XL', '3-6M', '42', 'One Size', '10', '38', 'Free']);
  });
});
