import { describe, expect, it } from 'vitest';
import { formatRupees, parsePrice } from './money';

describe('parsePrice', () => {
  it.each([
    ['Rs. 2,499', 249_900],
    ['Rs.2,499', 249_900],
    ['Rs.2499', 249_900],
    ['₨ 999', 99_900],
    ['PKR 1,299.50', 129_950],
    ['2499.00', 249_900],
    ['2,499', 249_900],
    ['.5', 50],
    [2499, 249_900],
  ])('reads %j as %i paisa', (value, paisa) => {
    expect(parsePrice(value)).toBe(paisa);
  });

  it.each([['Rs.'], [''], ['free'], ['1.2.3'], [-5], [null]])('finds no price in %j', (value) => {
    expect(parsePrice(value)).toBeNull();
  });
});

describe('formatRupees', () => {
  it('groups digits and shows paisa only when there are some', () => {
    expect(formatRupees(129_900)).toBe('Rs. 1,299');
    expect(formatRupees(129_950)).toBe('Rs. 1,299.50');
  });

  it('writes an amount taken off one way: a minus sign before "Rs.", no space', () => {
    expect(formatRupees(-119_940)).toBe('\u2212Rs. 1,199.40');
    expect(formatRupees(-50_000)).toBe('\u2212Rs. 500');
    expect(formatRupees(0)).toBe('Rs. 0');
  });
});
