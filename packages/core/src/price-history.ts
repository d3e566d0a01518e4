/**
 * A product's price history as the shopper is shown it: the chart's steps and the same history in
 * words, both read from one list of runs (a run is a price held until the price becomes another),
 * so the words never count a change the chart does not draw.
 */
import { formatRupees } from './money';
import { formatShopTime } from './time';

const DAY_MS = 86_400_000;

/** What the stored lowest price is (decision 0031: the lowest of the 30 days before the current price took effect). */
export const LOWEST_PRICE_LABEL = 'Lowest price in the 30 days before this price';

export interface HistoryPoint {
  /** ISO time or ms since the epoch */
  at: string | number;
  price: number;
  originalPrice: number | null;
}

/** One price held from `at` (ms) until the next run. */
export interface PriceRun {
  at: number;
  price: number;
  originalPrice: number | null;
}

/** "2026-11-03T…" (or ms) → "3 Nov" in the shop's time zone. */
export const shortDate = (at: string | number) => formatShopTime(new Date(at), 'day-month');

const toMs = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * The points as runs: oldest first, points after `now` left out, and a point that repeats the price
 * before it (a re-save, a change of the original price only) merged into the run it continues.
 */
export function priceRuns(points: readonly HistoryPoint[], now = Number.POSITIVE_INFINITY): PriceRun[] {
  const runs: PriceRun[] = [];
  const sorted = points
    .map((p) => ({ at: toMs(p.at), price: p.price, originalPrice: p.originalPrice }))
    .filter((p) => Number.isFinite(p.at) && p.at <= now)
    .sort((a, b) => a.at - b.at);
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && last.price === point.price) last.originalPrice = point.originalPrice;
    else runs.push(point);
  }
  return runs;
}

/** The points the API gives for a window of `days` ending `now`: the price in force when the window began is dated from its start. */
export function windowPoints<T extends { at: Date }>(rows: readonly T[], days: number, now: number): T[] {
  const start = now - days * DAY_MS;
  return rows.map((row) => (row.at.getTime() < start ? { ...row, at: new Date(start) } : row));
}

/**
 * The chart's steps over the window ending `now`: one per run, the first starting no earlier than
 * the window, and the last price carried to `now` so the line reaches today.
 */
export function priceSteps(points: readonly HistoryPoint[], days: number, now: number): PriceRun[] {
  const start = now - days * DAY_MS;
  const steps = priceRuns(points, now).map((run) => ({ ...run, at: Math.max(start, run.at) }));
  const last = steps.at(-1);
  if (last && last.at < now) steps.push({ ...last, at: now });
  return steps;
}

/** True when the history is one price: the shopper is told "Price unchanged since …" instead of a chart. */
export const priceUnchanged = (points: readonly HistoryPoint[], now = Number.POSITIVE_INFINITY) =>
  priceRuns(points, now).length === 1;

/**
 * The chart in words, for screen readers and for anyone the picture does not reach: the range over
 * the window (or since the first price, for a younger product), how many times the price changed,
 * since when it is what it is, and the lowest price of the 30 days before that.
 */
export function priceHistorySummary(
  points: readonly HistoryPoint[],
  lowestPrice30d: number | null,
  days: number,
  now: number,
): string {
  const runs = priceRuns(points, now);
  if (runs.length === 0) return `No price changes recorded in the last ${days} days.`;
  const current = runs.at(-1)!;
  const lowest = lowestPrice30d != null ? `${LOWEST_PRICE_LABEL}: ${formatRupees(lowestPrice30d)}.` : null;
  if (runs.length === 1)
    return [`Price unchanged since ${shortDate(current.at)}: ${formatRupees(current.price)}.`, lowest]
      .filter(Boolean)
      .join(' ');
  const prices = runs.map((r) => r.price);
  const changes = runs.length - 1;
  const first = runs[0]!.at;
  const span = first > now - days * DAY_MS ? `Since ${shortDate(first)}` : `Over the last ${days} days`;
  return [
    `${span} the price ranged from ${formatRupees(Math.min(...prices))} to ${formatRupees(Math.max(...prices))}, with ${changes} ${changes === 1 ? 'change' : 'changes'}.`,
    `It is ${formatRupees(current.price)} since ${shortDate(current.at)}.`,
    lowest,
  ]
    .filter(Boolean)
    .join(' ');
}
