import { describe, expect, it } from 'vitest';
import {
  bagLineKey,
  bagLineStatus,
  bagTotals,
  COUPON_CODE,
  couponDiscount,
  normaliseCouponCode,
  SHIPPING_PER_LINE,
  shareOut,
} from './bag';

describe('bagTotals', () => {
  it('charges shipping Rs. 250 per distinct line, not per unit', () => {
    const totals = bagTotals([
      { price: 200_000, quantity: 2 },
      { price: 149_999, quantity: 1 },
    ]);
    expect(SHIPPING_PER_LINE).toBe(25_000);
    expect(totals).toEqual({ subtotal: 549_999, shipping: 50_000, discount: 0, tax: 0, total: 599_999 });
    expect(bagTotals([{ price: 100_000, quantity: 5 }]).shipping).toBe(25_000);
  });

  it('takes the coupon off the subtotal only, once, and rounds it to the paisa', () => {
    const totals = bagTotals(
      [
        { price: 200_000, quantity: 2 },
        { price: 149_999, quantity: 1 },
      ],
      20,
    );
    // 20% of Rs. 5,499.99 is Rs. 1,099.998: Rs. 1,100.00 after rounding; shipping is not discounted.
    expect(totals).toEqual({
      subtotal: 549_999,
      shipping: 50_000,
      discount: 110_000,
      tax: 0,
      total: 549_999 - 110_000 + 50_000,
    });
  });

  it('rounds half a paisa up and never leaves a fraction', () => {
    expect(couponDiscount(12, 20)).toBe(2); // 2.4 → 2
    expect(couponDiscount(13, 20)).toBe(3); // 2.6 → 3
    expect(couponDiscount(75, 10)).toBe(8); // 7.5 → 8
    for (const subtotal of [1, 7, 99, 12_345, 999_999])
      expect(Number.isInteger(bagTotals([{ price: subtotal, quantity: 1 }], 20).total)).toBe(true);
  });

  it('is zero for an empty bag', () => {
    expect(bagTotals([], 20)).toEqual({ subtotal: 0, shipping: 0, discount: 0, tax: 0, total: 0 });
  });
});

describe('coupon codes', () => {
  it('compare case-insensitively and without surrounding spaces', () => {
    for (const typed of ['onsalenow20', ' OnSaleNow20 ', 'ONSALENOW20'])
      expect(normaliseCouponCode(typed)).toBe(COUPON_CODE);
    expect(normaliseCouponCode('ONSALENOW2O')).not.toBe(COUPON_CODE);
  });
});

describe('bagLineKey', () => {
  it('tells lines apart by product, size and colour', () => {
    expect(bagLineKey({ id: 'a', size: 'M', color: 'Red' })).not.toBe(bagLineKey({ id: 'a', size: 'L', color: 'Red' }));
    expect(bagLineKey({ id: 'a', size: null, color: null })).toBe(bagLineKey({ id: 'a' }));
  });
});

describe('shareOut', () => {
  it('splits an amount in proportion and the parts add up to it exactly', () => {
    expect(shareOut(110_000, [400_000, 149_999])).toEqual([80_000, 30_000]);
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 7])).toEqual([0, 0]);
    for (const amount of [1, 99, 12_345]) {
      const parts = shareOut(amount, [3, 5, 11]);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
    }
  });

  it('gives everything to the first part when no part has weight', () => {
    expect(shareOut(10, [0, 0])).toEqual([10, 0]);
  });
});

describe('bagLineStatus', () => {
  it('says gone, out of stock, short or available', () => {
    expect(bagLineStatus(null, 1)).toBe('gone');
    expect(bagLineStatus(null, 1, 'size')).toBe('gone');
    expect(bagLineStatus(5, 1, 'size')).toBe('choose');
    expect(bagLineStatus(0, 1)).toBe('out_of_stock');
    expect(bagLineStatus(2, 3)).toBe('short');
    expect(bagLineStatus(3, 3)).toBe('available');
  });
});
