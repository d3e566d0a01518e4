import type { PricePoint } from '@onsale/core/contracts/prices';
import { formatRupees } from '@onsale/core/money';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { priceSteps, shortDate } from '@onsale/core/price-history';

const TICK = { fontSize: 12, fill: '#5c6370' };
// (a no-break space keeps "Rs. 5,800" on one line: the axis wraps its labels at spaces)
const rupeesTick = (paisa: number) => formatRupees(Math.round(paisa / 100) * 100).replace(' ', '\u00a0');

/**
 * The price as a step line over the window (a price holds until the next change), with the lowest
 * price of the 30 days before the current price as a dashed line. Labels keep their pixel size on a 360 px phone.
 * Loaded only through PriceHistoryPanel, so recharts stays out of the pages' first download.
 */
export default function PriceHistoryChart({
  points,
  lowestPrice30d,
  days,
  now,
  height = 200,
}: {
  points: readonly PricePoint[];
  lowestPrice30d: number | null;
  days: number;
  now: number;
  height?: number;
}) {
  const steps = priceSteps(points, days, now);
  // A product younger than the window is drawn from its first price, not as a sliver at the right edge.
  const start = Math.min(steps[0]?.at ?? now - days * 86_400_000, now - 3_600_000);
  const prices = steps.map((s) => s.price).concat(lowestPrice30d ?? []);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // Round rupee bounds a little beyond the prices, so a flat line sits mid-chart with readable ticks.
  const unit = 10 ** Math.max(2, Math.floor(Math.log10(Math.max(high, 1))) - 1);
  const pad = Math.max(high * 0.05, (high - low) * 0.15);
  const domain = [Math.max(0, Math.floor((low - pad) / unit) * unit), Math.ceil((high + pad) / unit) * unit];
  return (
    <div className="price-history-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={steps} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e9ecef" vertical={false} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={[start, now]}
            tickFormatter={shortDate}
            tick={TICK}
            tickCount={4}
            minTickGap={24}
          />
          <YAxis
            domain={domain}
            allowDecimals={false}
            tickFormatter={rupeesTick}
            tick={TICK}
            width={72}
            tickCount={4}
          />
          <Tooltip
            labelFormatter={(at) => shortDate(Number(at))}
            formatter={(value) => [formatRupees(Number(value)), 'Price']}
          />
          {lowestPrice30d != null && <ReferenceLine y={lowestPrice30d} stroke="#198754" strokeDasharray="4 4" />}
          <Line
            type="stepAfter"
            dataKey="price"
            stroke="#d63384"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
