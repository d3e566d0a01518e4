import { describe, expect, it } from 'vitest';
import { priceHistorySummary, priceSteps } from './price-history-summary';

const now = Date.parse('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString();

describe('price history in words', () => {
  it('gives the range, the number of changes, the current price since when and the lowest of 30 days', () => {
    const points = [
      { at: daysAgo(90), price: 250000, originalPrice: null },
      { at: daysAgo(10), price: 300000, originalPrice: null },
      { at: daysAgo(2), price: 219000, originalPrice: 300000 },
    ];
    expect(priceHistorySummary(points, 250000, 90, now)).toBe(
      `Over the last 90 days the price ranged from Rs. 2,190 to Rs. 3,000, with 2 changes. It is Rs. 2,190 since 21 Nov. Lowest price in the last 30 days: Rs. 2,500.`,
    );
  });

  it('says when the price never moved, and when nothing was recorded', () => {
    expect(priceHistorySummary([{ at: daysAgo(90), price: 99900, originalPrice: null }], null, 90, now)).toBe(
      'The price stayed at Rs. 999 over the last 90 days.',
    );
    expect(priceHistorySummary([], null, 90, now)).toBe('No price changes recorded in the last 90 days.');
  });

  it('speaks of a younger product from its first price', () => {
    const points = [
      { at: daysAgo(12), price: 300000, originalPrice: null },
      { at: daysAgo(2), price: 250000, originalPrice: null },
    ];
    expect(priceHistorySummary(points.slice(0, 1), null, 90, now)).toBe('The price stayed at Rs. 3,000 since 11 Nov.');
    expect(priceHistorySummary(points, 300000, 90, now)).toBe(
      'Since 11 Nov the price ranged from Rs. 2,500 to Rs. 3,000, with 1 change. It is Rs. 2,500 since 21 Nov. Lowest price in the last 30 days: Rs. 3,000.',
    );
  });
});

describe('chart steps', () => {
  it('starts the first step at the window and carries the last price to now', () => {
    const steps = priceSteps(
      [
        { at: daysAgo(120), price: 100, originalPrice: null },
        { at: daysAgo(5), price: 80, originalPrice: 100 },
      ],
      90,
      now,
    );
    expect(steps.map((s) => [new Date(s.at).toISOString(), s.price])).toEqual([
      [daysAgo(90), 100],
      [daysAgo(5), 80],
      [daysAgo(0), 80],
    ]);
  });
});
