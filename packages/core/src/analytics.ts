/**
 * How the seller's and the admin's analytics compare a period with the one before it. A period is
 * the last `days` shop days, today included; the previous period is the `days` days just before it,
 * so both are of equal length. Days are `YYYY-MM-DD` shop days (see time.ts).
 */

export interface AnalyticsPeriod {
  days: number;
  /** first and last day of the period, inclusive */
  from: string;
  to: string;
  /** first and last day of the period before it, inclusive */
  previousFrom: string;
  previousTo: string;
}

export interface ComparedFigure {
  current: number;
  previous: number;
  /** whole percent from the previous figure to the current one; null when there was nothing before to compare with */
  changePercent: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop day `offset` days after (or before, when negative) `day`. */
export function addShopDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The period of `days` days ending `today`, and the one of equal length before it. */
export function analyticsPeriod(days: number, today: string): AnalyticsPeriod {
  const from = addShopDays(today, -(days - 1));
  return { days, from, to: today, previousFrom: addShopDays(from, -days), previousTo: addShopDays(from, -1) };
}

/** Every day from `from` to `to`, inclusive, oldest first. */
export function shopDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addShopDays(day, 1)) days.push(day);
  return days;
}

export function comparedFigure(current: number, previous: number): ComparedFigure {
  return {
    current,
    previous,
    changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
  };
}

/** What an order brought in on average, to the paisa; 0 without orders. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenue / orders);
}

/** A per-day figure summed over the period and over the one before it; days outside both are left out. */
export function comparePeriods<T extends { day: string }>(
  rows: readonly T[],
  period: AnalyticsPeriod,
  figure: (row: T) => number,
): ComparedFigure {
  let current = 0;
  let previous = 0;
  for (const row of rows) {
    if (row.day >= period.from && row.day <= period.to) current += figure(row);
    else if (row.day >= period.previousFrom && row.day <= period.previousTo) previous += figure(row);
  }
  return comparedFigure(current, previous);
}

/** Revenue, orders and the average order value of the period beside the period before, from the sales per day. */
export function salesFigures(
  rows: readonly { day: string; revenue: number; orders: number }[],
  period: AnalyticsPeriod,
): { revenue: ComparedFigure; orders: ComparedFigure; averageOrderValue: ComparedFigure } {
  const revenue = comparePeriods(rows, period, (row) => row.revenue);
  const orders = comparePeriods(rows, period, (row) => row.orders);
  return {
    revenue,
    orders,
    averageOrderValue: comparedFigure(
      averageOrderValue(revenue.current, orders.current),
      averageOrderValue(revenue.previous, orders.previous),
    ),
  };
}
