import type { SalesDay } from '@onsale/core/contracts/analytics';
import { formatRupees } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import { dayLabel, dayRange, rupeeTick } from './chart-format';
import { DailyChart } from './daily-chart';

const SERIES = [{ key: 'revenue', name: 'Revenue' }] as const;

/** In words for a screen reader: the period, its total and its best day. */
export function revenueSummary(days: readonly SalesDay[]): string {
  if (days.length === 0) return 'Revenue per day: no days to show';
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top), days[0]!);
  const range = dayRange(days[0]!.day, days.at(-1)!.day);
  return total === 0
    ? `Revenue per day, ${range}: no sales`
    : `Revenue per day, ${range}: ${formatRupees(total)} in all, the most ${formatRupees(best.revenue)} on ${dayLabel(best.day)}`;
}

/** Revenue per day, in rupees, with each day's orders in its tooltip: the seller's and the admin's. */
export function RevenueChart({ days, height }: { days: readonly SalesDay[]; height?: number }) {
  return (
    <DailyChart
      data={days}
      series={SERIES}
      summary={revenueSummary(days)}
      formatTick={rupeeTick}
      formatValue={formatRupees}
      describe={(day) => [countOf(day.orders, 'order')]}
      floor={100_000}
      height={height}
    />
  );
}
