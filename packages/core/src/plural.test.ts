import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'product')).toBe('0 products');
    expect(countOf(2, 'product')).toBe('2 products');
    expect(countOf(1200, 'product')).toBe('1,200 products');
    expect(countOf(3, 'child', 'children')).toBe('3 children');
  });
});
