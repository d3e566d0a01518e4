import { describe, expect, it } from 'vitest';
import { honestPrice } from './honest-price';
import { formatRupees } from './money';
import { priceHistorySummary, priceSteps, shortDate, windowPoints } from './price-history';

const DAY = 86_400_000;
const now = Date.parse('2026-11-26T09:00:00Z');
const daysAgo = (n: number) => new Date(now - n * DAY).toISOString();

describe('price history in words', () => {
  it('gives the range, the changes, since when the price is what it is and the lowest of the 30 days before it', () => {
    const points = [
      { at: daysAgo(90), price: 250000, originalPrice: null },
      { at: daysAgo(10), price: 300000, originalPrice: null },
      { at: daysAgo(2), price: 219000, originalPrice: 300000 },
    ];
    expect(priceHistorySummary(points, 250000, 90, now)).toBe(
      'Over the last 90 days the price ranged from Rs. 2,190 to Rs. 3,000, with 2 changes. It is Rs. 2,190 since 24 Nov. Lowest price in the 30 days before this price: Rs. 2,500.',
    );
  });

  it('does not count a re-saved price as a change, nor date the price from the re-save', () => {
    // Rs. 6,584 until 24 Oct, Rs. 5,890 since; saved again today with another original price.
    const points = [
      { at: daysAgo(90), price: 658400, originalPrice: null },
      { at: daysAgo(33), price: 589000, originalPrice: 658400 },
      { at: daysAgo(0), price: 589000, originalPrice: 700000 },
    ];
    expect(priceHistorySummary(points, 658400, 90, now)).toBe(
      'Over the last 90 days the price ranged from Rs. 5,890 to Rs. 6,584, with 1 change. It is Rs. 5,890 since 24 Oct. Lowest price in the 30 days before this price: Rs. 6,584.',
    );
  });

  it('says "Price unchanged since …" for one price, and when nothing was recorded', () => {
    expect(priceHistorySummary([{ at: daysAgo(3), price: 240000, originalPrice: null }], null, 90, now)).toBe(
      'Price unchanged since 23 Nov: Rs. 2,400.',
    );
    expect(
      priceHistorySummary(
        [
          { at: daysAgo(90), price: 99900, originalPrice: null },
          { at: daysAgo(5), price: 99900, originalPrice: 120000 },
        ],
        null,
        90,
        now,
      ),
    ).toBe(`Price unchanged since ${shortDate(daysAgo(90))}: Rs. 999.`);
    expect(priceHistorySummary([], null, 90, now)).toBe('No price changes recorded in the last 90 days.');
  });
});

describe('chart steps', () => {
  it('starts the first step at the window, merges repeated prices and carries the last price to now', () => {
    const steps = priceSteps(
      [
        { at: daysAgo(120), price: 100, originalPrice: null },
        { at: daysAgo(5), price: 80, originalPrice: 100 },
        { at: daysAgo(1), price: 80, originalPrice: 120 },
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

/** A small seeded generator, so a failing history can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the words, the chart and the API agree on generated histories', () => {
  const PRICES = [450000, 500000, 589000, 658400, 700000];
  for (let seed = 1; seed <= 300; seed++) {
    it(`history ${seed}`, () => {
      const next = random(seed);
      // What the database records: 1–10 saves over the last 200 days, often repeating the price before.
      const count = 1 + Math.floor(next() * 10);
      const ats = Array.from({ length: count }, () => now - Math.floor(next() * 200 * DAY)).sort((a, b) => a - b);
      const recorded = ats.map((at) => ({
        at: new Date(at),
        price: PRICES[Math.floor(next() * PRICES.length)]!,
        originalPrice: next() < 0.5 ? null : 800000,
      }));

      // The API: the price in force 90 days ago and everything after (the repository), dated from the window (the service);
      const start = now - 90 * DAY;
      const inForce = recorded.filter((r) => r.at.getTime() <= start).at(-1);
      const rows = recorded.filter((r) => r === inForce || r.at.getTime() > start);
      const points = windowPoints(rows, 90, now).map((r) => ({ ...r, at: r.at.toISOString() }));
      // … and the lowest price by the rule the database keeps (migration 0016's honest_price).
      const current = recorded.at(-1)!;
      const { lowestPrice30d } = honestPrice({
        history: recorded.map((r) => ({ at: r.at.getTime(), price: r.price, originalPrice: r.originalPrice })),
        price: current.price,
        originalPrice: current.originalPrice,
        claimedDiscountPercent: 0,
        at: now,
        minDays: 7,
      });

      // When the price became what it is, and the lowest of the 30 days before, read from the records.
      let became = recorded.length - 1;
      while (became > 0 && recorded[became - 1]!.price === current.price) became--;
      const since = recorded[became]!.at.getTime();
      const before = recorded
        .map((r, i) => ({ r, to: recorded[i + 1]?.at.getTime() ?? now }))
        .filter(({ r, to }) => r.at.getTime() < since && to > since - 30 * DAY)
        .map(({ r }) => r.price);
      expect(lowestPrice30d).toBe(before.length ? Math.min(...before) : null);

      // The chart as drawn: a change is a step to another price.
      const steps = priceSteps(points, 90, now);
      const drawnChanges = steps.filter((s, i) => i > 0 && s.price !== steps[i - 1]!.price).length;
      const text = priceHistorySummary(points, lowestPrice30d, 90, now);

      if (lowestPrice30d != null)
        expect(text).toContain(`Lowest price in the 30 days before this price: ${formatRupees(lowestPrice30d)}.`);
      else expect(text).not.toContain('Lowest price');
      if (drawnChanges === 0) {
        expect(text).toMatch(/^Price unchanged since /);
        expect(text).toContain(`since ${shortDate(Math.max(since, start))}: ${formatRupees(current.price)}.`);
        return;
      }
      expect(text).toContain(`with ${drawnChanges} ${drawnChanges === 1 ? 'change' : 'changes'}.`);
      const drawn = steps.map((s) => s.price);
      expect(text).toContain(
        `the price ranged from ${formatRupees(Math.min(...drawn))} to ${formatRupees(Math.max(...drawn))},`,
      );
      // The last step to another price on the chart is when the price became what it is.
      const lastStep = steps.findLast((s, i) => i > 0 && s.price !== steps[i - 1]!.price)!;
      expect(lastStep.at).toBe(since);
      expect(text).toContain(`It is ${formatRupees(current.price)} since ${shortDate(since)}.`);
    });
  }
});
