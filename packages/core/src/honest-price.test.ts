import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  discountWords,
  honestDiscountOf,
  honestPrice,
  shopperDiscountNote,
  type PriceChange,
} from './honest-price';

const NOW = Date.UTC(2026, 10, 23, 12);
const daysAgo = (d: number) => NOW - d * DAY_MS;
const point = (d: number, price: number, originalPrice: number | null = null): PriceChange => ({
  at: daysAgo(d),
  price,
  originalPrice,
});

describe('honest discount', () => {
  it('shows a discount whose original price was charged for the 30 days before', () => {
    const history = [point(60, 300_000), point(10, 200_000, 300_000)];
    const r = honestPrice({
      history,
      price: 200_000,
      originalPrice: 300_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(r).toEqual({
      shownOriginalPrice: 300_000,
      shownDiscountPercent: 33,
      lowestPrice30d: 300_000,
      originalChargedDays: 30,
      correction: null,
    });
  });

  it('catches an original price raised just before the discount: shown from the lowest earlier price', () => {
    // Rs. 2,190 for two months, raised to Rs. 3,000 for two days, then "33% off" at Rs. 2,000.
    const history = [point(60, 219_000), point(5, 300_000), point(3, 200_000, 300_000)];
    const r = honestDiscountOf({
      history,
      price: 200_000,
      originalPrice: 300_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(r.correction).toBe('charged-too-briefly');
    expect(r.originalChargedDays).toBe(2);
    expect(r.lowestPrice30d).toBe(219_000);
    expect(r.shownOriginalPrice).toBe(219_000);
    expect(r.shownDiscountPercent).toBe(9);
    expect(r.reason).toBe(
      'The original price Rs. 3,000 was charged on 2 of the 30 days before this price (7 needed), so shoppers see 9% off Rs. 2,190, the lowest earlier price.',
    );
  });

  it('counts the hours of a price changed several times a day, and takes the lowest of them', () => {
    const history = [point(40, 300_000), point(9.5, 180_000), point(9.4, 300_000), point(2, 250_000, 300_000)];
    const r = honestPrice({
      history,
      price: 250_000,
      originalPrice: 300_000,
      claimedDiscountPercent: 17,
      at: NOW,
      minDays: 7,
    });
    expect(r.lowestPrice30d).toBe(180_000);
    expect(r.correction).toBeNull();
    expect(r.originalChargedDays).toBe(29);
    // the same day's dip counts as the lowest earlier price even when the claim stands
    expect(r.shownOriginalPrice).toBe(300_000);
  });

  it('refuses the claim of a product younger than the required days, with no earlier price to show', () => {
    const history = [point(3, 100_000, 150_000)];
    const r = honestDiscountOf({
      history,
      price: 100_000,
      originalPrice: 150_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(r).toMatchObject({
      shownOriginalPrice: null,
      shownDiscountPercent: 0,
      lowestPrice30d: null,
      originalChargedDays: 0,
      correction: 'never-charged',
    });
    expect(r.reason).toBe(
      'The original price Rs. 1,500 was not charged in the 30 days before this price, so shoppers see no discount.',
    );
  });

  it('counts a young product from its first day: 10 days at the original price are enough', () => {
    const history = [point(12, 150_000), point(2, 100_000, 150_000)];
    const r = honestPrice({
      history,
      price: 100_000,
      originalPrice: 150_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(r).toMatchObject({
      shownDiscountPercent: 33,
      originalChargedDays: 10,
      correction: null,
      lowestPrice30d: 150_000,
    });
  });

  it('judges a discount removed and re-added by the 30 days before it came back', () => {
    // discounted 40 days ago, back to full price 20 days ago for 18 days, discounted again 2 days ago
    const history = [point(70, 150_000), point(40, 100_000, 150_000), point(20, 150_000), point(2, 100_000, 150_000)];
    const r = honestPrice({
      history,
      price: 100_000,
      originalPrice: 150_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(r).toMatchObject({ originalChargedDays: 18, correction: null, lowestPrice30d: 100_000 });
    const tooSoon = honestPrice({
      history: [...history.slice(0, 2), point(5, 150_000), point(2, 100_000, 150_000)],
      price: 100_000,
      originalPrice: 150_000,
      claimedDiscountPercent: 33,
      at: NOW,
      minDays: 7,
    });
    expect(tooSoon).toMatchObject({
      originalChargedDays: 3,
      correction: 'charged-too-briefly',
      shownOriginalPrice: null,
      shownDiscountPercent: 0,
    });
  });

  it('keeps judging a long discount by the days before it began, and a raised claim against them', () => {
    const history = [point(100, 300_000), point(50, 200_000, 300_000)];
    expect(
      honestPrice({ history, price: 200_000, originalPrice: 300_000, claimedDiscountPercent: 33, at: NOW, minDays: 7 })
        .correction,
    ).toBeNull();
    const raised = honestPrice({
      history,
      price: 200_000,
      originalPrice: 400_000,
      claimedDiscountPercent: 50,
      at: NOW,
      minDays: 7,
    });
    expect(raised).toMatchObject({
      correction: 'never-charged',
      shownOriginalPrice: 300_000,
      shownDiscountPercent: 33,
    });
  });

  it('checks a percent stated without an original price against the price it implies', () => {
    const history = [point(3, 70_000)];
    expect(
      honestPrice({ history, price: 70_000, originalPrice: null, claimedDiscountPercent: 30, at: NOW, minDays: 7 }),
    ).toMatchObject({ correction: 'never-charged', shownDiscountPercent: 0 });
    const honest = [point(40, 100_000), point(3, 70_000)];
    expect(
      honestPrice({
        history: honest,
        price: 70_000,
        originalPrice: null,
        claimedDiscountPercent: 30,
        at: NOW,
        minDays: 7,
      }),
    ).toMatchObject({ correction: null, shownDiscountPercent: 30 });
  });

  it('leaves a product without a discount alone, and shows every claim with 0 days required', () => {
    expect(
      honestPrice({
        history: [point(3, 100_000)],
        price: 100_000,
        originalPrice: null,
        claimedDiscountPercent: 0,
        at: NOW,
        minDays: 7,
      }),
    ).toMatchObject({ correction: null, shownDiscountPercent: 0, lowestPrice30d: null });
    expect(
      honestPrice({
        history: [point(3, 100_000, 150_000)],
        price: 100_000,
        originalPrice: 150_000,
        claimedDiscountPercent: 33,
        at: NOW,
        minDays: 0,
      }),
    ).toMatchObject({ correction: null, shownDiscountPercent: 33 });
  });

  it('judges a price about to be saved from now on', () => {
    const history = [point(60, 150_000)];
    const r = honestPrice({
      history,
      price: 120_000,
      originalPrice: 150_000,
      claimedDiscountPercent: 20,
      at: NOW,
      minDays: 7,
    });
    expect(r).toMatchObject({ correction: null, lowestPrice30d: 150_000, shownDiscountPercent: 20 });
  });
});

describe("the seller's note on what shoppers see", () => {
  const stated = {
    price: 200_000,
    originalPrice: 300_000,
    claimedDiscountPercent: 33,
    originalChargedDays: 2,
    minDays: 7,
  };

  it('says nothing when shoppers see the stated discount', () => {
    expect(
      shopperDiscountNote({ ...stated, shownOriginalPrice: 300_000, shownDiscountPercent: 33, correction: null }),
    ).toBeNull();
  });

  it('says what shoppers see, why, and what makes the stated discount show', () => {
    expect(
      shopperDiscountNote({
        ...stated,
        shownOriginalPrice: 250_000,
        shownDiscountPercent: 20,
        correction: 'charged-too-briefly',
      }),
    ).toBe(
      'The original price Rs. 3,000 was charged on 2 of the 30 days before this price (7 needed), so shoppers see 20% off Rs. 2,500, the lowest earlier price. Shoppers will see 33% off Rs. 3,000 once Rs. 3,000 has been charged on 7 of the 30 days before the sale price: charge Rs. 3,000 for 7 days, then lower the price.',
    );
  });

  it('names the original price a stated percent implies', () => {
    const note = shopperDiscountNote({
      ...stated,
      originalPrice: null,
      claimedDiscountPercent: 50,
      shownOriginalPrice: null,
      shownDiscountPercent: 0,
      originalChargedDays: 0,
      correction: 'never-charged',
    });
    expect(note).toMatch(
      /^The original price Rs\. 4,000 was not charged .*so shoppers see no discount\. Shoppers will see 50% off Rs\. 4,000 once/,
    );
  });

  it('writes a discount as shoppers see it', () => {
    expect(discountWords(25, 400_000)).toBe('25% off Rs. 4,000');
    expect(discountWords(0, null)).toBe('no discount');
  });
});
