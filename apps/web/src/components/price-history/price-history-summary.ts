import type { PricePoint } from '@onsale/core/contracts/prices';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';

const DAY_MS = 86_400_000;

/** "2026-11-03T…" (or ms) → "3 Nov" in the shop's time zone. */
export const shortDate = (at: string | number) => formatShopTime(new Date(at), 'day-month');

/** One step of the chart: the price from `at` (ms) on. */
export interface PriceStep {
  at: number;
  price: number;
  originalPrice: number | null;
}

/**
 * The points as steps over the window ending `now`: the first point (in force when the window
 * began) starts at the window's start, and the last price is carried to `now` so the line reaches today.
 */
export function priceSteps(points: readonly PricePoint[], days: number, now: number): PriceStep[] {
  const start = now - days * DAY_MS;
  const steps = points
    .map((p) => ({ at: Math.max(start, Date.parse(p.at)), price: p.price, originalPrice: p.originalPrice }))
    .filter((p) => Number.isFinite(p.at) && p.at <= now)
    .sort((a, b) => a.at - b.at);
  const last = steps.at(-1);
  if (last && last.at < now) steps.push({ ...last, at: now });
  return steps;
}

/**
 * The chart in words, for screen readers and for anyone the picture does not reach: the range
 * over the window (or since the first price, for a younger product), today's price since when,
 * and the lowest of the last 30 days.
 */
export function priceHistorySummary(
  points: readonly PricePoint[],
  lowestPrice30d: number | null,
  days: number,
  now = Date.now(),
): string {
  if (points.length === 0) return `No price changes recorded in the last ${days} days.`;
  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const current = points[points.length - 1]!;
  const changes = points.length - 1;
  const first = Date.parse(points[0]!.at);
  const span = first > now - days * DAY_MS ? `since ${shortDate(first)}` : `over the last ${days} days`;
  const parts = [
    low === high
      ? `The price stayed at ${formatRupees(low)} ${span}.`
      : `${span.charAt(0).toUpperCase()}${span.slice(1)} the price ranged from ${formatRupees(low)} to ${formatRupees(high)}, with ${changes} ${changes === 1 ? 'change' : 'changes'}.`,
    low === high ? null : `It is ${formatRupees(current.price)} since ${shortDate(current.at)}.`,
    lowestPrice30d != null ? `Lowest price in the last 30 days: ${formatRupees(lowestPrice30d)}.` : null,
  ];
  return parts.filter(Boolean).join(' ');
}
