import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('groups digits in threes, as Pakistan writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12_345_678)).toBe('12,345,678');
    expect(formatCount(-1234)).toBe('-1,234');
  });

  it('keeps a fraction to the places asked for, rounded', () => {
    expect(formatCount(1299.5, 2)).toBe('1,299.50');
    expect(formatCount(1234.567, 2)).toBe('1,234.57');
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-0.001, 2)).toBe('0.00');
  });

  it('writes what Intl writes for the shop locale', () => {
    for (const value of [0, 7, 42, 999, 1000, 65_432, 1_000_000, 123_456_789, -98_765])
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-PK').format(value));
  });
});
