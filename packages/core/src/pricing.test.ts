import { describe, expect, it } from 'vitest';
import { discountPercentOf, discountPercentProblem, effectiveDiscountPercent, isOnSale } from './pricing';

describe('discountPercentOf', () => {
  it.each([
    [400_000, 240_000, 40],
    [300_000, 200_000, 33],
    [200_000, 133_000, 34], // 33.5% rounds up
    [100_000, 100_000, 0],
    [100_000, 150_000, 0],
    [null, 100_000, 0],
    [0, 100_000, 0],
    [100_000, 0, 0],
  ] as const)('%s → %s is %s%% off', (original, price, percent) => {
    expect(discountPercentOf(original, price)).toBe(percent);
  });
});

describe('effectiveDiscountPercent', () => {
  it('follows the prices beside an original price, whatever was stated', () => {
    expect(effectiveDiscountPercent(null, 400_000, 240_000)).toBe(40);
    expect(effectiveDiscountPercent(39, 400_000, 240_000)).toBe(40);
    expect(effectiveDiscountPercent(90, 400_000, 240_000)).toBe(40);
    expect(effectiveDiscountPercent(30, 100_000, 120_000)).toBe(0);
  });

  it('keeps a stated discount without an original price, within 0-100', () => {
    expect(effectiveDiscountPercent(30, null, 100_000)).toBe(30);
    expect(effectiveDiscountPercent(150, null, 100_000)).toBe(100);
    expect(effectiveDiscountPercent(null, null, 100_000)).toBe(0);
    expect(effectiveDiscountPercent(0, null, 100_000)).toBe(0);
  });
});

describe('discountPercentProblem', () => {
  it.each([
    ['none stated', null, 400_000, 240_000],
    ['0 stated', 0, 400_000, 240_000],
    ['the exact one', 40, 400_000, 240_000],
    ['the floor of 33.5%', 33, 200_000, 133_000],
    ['the rounding of 33.5%', 34, 200_000, 133_000],
    ['one without an original price', 30, null, 100_000],
    ['one without a price yet', 30, 100_000, null],
  ] as const)('accepts %s', (_name, given, original, price) => {
    expect(discountPercentProblem(given, original, price)).toBeNull();
  });

  it('refuses a discount the prices contradict, naming what they make', () => {
    expect(discountPercentProblem(90, 400_000, 240_000)).toBe(
      'Discount percent must match the prices: Rs. 4,000 down to Rs. 2,400 is 40% off',
    );
    expect(discountPercentProblem(39, 400_000, 240_000)).toBe(
      'Discount percent must match the prices: Rs. 4,000 down to Rs. 2,400 is 40% off',
    );
    expect(discountPercentProblem(32, 200_000, 133_000)).not.toBeNull();
  });

  it('refuses a discount when the original price is not higher', () => {
    expect(discountPercentProblem(20, 100_000, 100_000)).toBe(
      'Discount percent must be empty when the original price is not higher than the price',
    );
    expect(discountPercentProblem(20, 80_000, 100_000)).toBe(
      'Discount percent must be empty when the original price is not higher than the price',
    );
  });
});

describe('isOnSale', () => {
  it('is on sale with a positive discount or an original price above the price', () => {
    expect(isOnSale({ discountPercent: 30, originalPrice: null, price: 100 })).toBe(true);
    expect(isOnSale({ discountPercent: 0, originalPrice: 150, price: 100 })).toBe(true);
    expect(isOnSale({ discountPercent: 0, originalPrice: 100, price: 100 })).toBe(false);
  });
});
