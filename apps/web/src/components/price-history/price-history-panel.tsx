import type { PricePoint } from '@onsale/core/contracts/prices';
import { formatRupees } from '@onsale/core/money';
import { lazy, Suspense, useState } from 'react';
import { priceHistorySummary, priceUnchanged } from '@onsale/core/price-history';
import './price-history.css';

// recharts (about 100 kB gzipped) comes with the chart's own chunk, never with the page (decision 0026).
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

/**
 * A product's price over the last days: the summary in words (read by screen readers, shown to
 * everyone), the lowest of the 30 days before the current price, and the chart (none for a price that never changed). Callers mount it once it is wanted
 * (scrolled near, a tab opened, a form opened), so its data and chart load only then.
 */
export function PriceHistoryPanel({
  points,
  lowestPrice30d,
  days,
  height,
}: {
  points: readonly PricePoint[];
  lowestPrice30d: number | null;
  days: number;
  height?: number;
}) {
  // "now" is read once, so a re-render does not move the chart's right edge.
  const [now] = useState(() => Date.now());
  const summary = priceHistorySummary(points, lowestPrice30d, days, now);
  // One price is a lone dot on a chart: the words say it better.
  const charted = points.length > 0 && !priceUnchanged(points, now);
  return (
    <figure className="price-history mb-0" data-testid="price-history">
      {charted && (
        <Suspense
          fallback={
            <div className="price-history-chart placeholder-glow" style={{ height: height ?? 200 }} aria-hidden="true">
              <span className="placeholder w-100 h-100" />
            </div>
          }
        >
          <PriceHistoryChart points={points} lowestPrice30d={lowestPrice30d} days={days} now={now} height={height} />
        </Suspense>
      )}
      <figcaption className="small text-body-secondary mt-2">
        {summary}
        {charted && lowestPrice30d != null && (
          <span className="d-block" aria-hidden="true">
            <span className="price-history-key" /> dashed line: {formatRupees(lowestPrice30d)}, the lowest price in the
            30 days before this price
          </span>
        )}
      </figcaption>
    </figure>
  );
}
