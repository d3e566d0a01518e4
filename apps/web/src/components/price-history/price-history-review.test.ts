import type { OwnedPriceHistory } from '@onsale/core/contracts/prices';
import { describe, expect, it } from 'vitest';
import { draftVerdict } from './price-history-review';

const now = Date.parse('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString();

// Rs. 3,000 for two months, then Rs. 2,400 "from Rs. 3,000" for the last three days.
const history: OwnedPriceHistory = {
  points: [
    { at: daysAgo(90), price: 300000, originalPrice: null, source: 'seller' },
    { at: daysAgo(3), price: 240000, originalPrice: 300000, source: 'seller' },
  ],
  lowestPrice30d: 300000,
  honestDiscount: {
    claimedOriginalPrice: 300000,
    claimedDiscountPercent: 20,
    shownOriginalPrice: 300000,
    shownDiscountPercent: 20,
    lowestPrice30d: 300000,
    originalChargedDays: 27,
    minDays: 7,
    correction: null,
    reason: null,
  },
};

describe('what the typed prices would show once saved', () => {
  it('keeps a discount from a price that was really charged', () => {
    const verdict = draftVerdict(history, { price: 220000, originalPrice: 300000, discountPercent: null }, now);
    expect(verdict).toMatchObject({ correction: null, shownOriginalPrice: 300000, shownDiscountPercent: 27 });
  });

  it('warns, with the reason, about an original price never charged', () => {
    const verdict = draftVerdict(history, { price: 240000, originalPrice: 500000, discountPercent: null }, now);
    expect(verdict?.correction).toBe('never-charged');
    expect(verdict?.reason).toBe(
      'The original price Rs. 5,000 was not charged in the 30 days before this price, so shoppers see 20% off Rs. 3,000, the lowest earlier price.',
    );
  });

  it('judges a percent typed without an original price, and says nothing without a price', () => {
    expect(draftVerdict(history, { price: 240000, originalPrice: null, discountPercent: 60 }, now)?.correction).toBe(
      'never-charged',
    );
    expect(draftVerdict(history, { price: null, originalPrice: 300000, discountPercent: null }, now)).toBeNull();
  });
});
