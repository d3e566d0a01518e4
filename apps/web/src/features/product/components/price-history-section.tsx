import { PRICE_HISTORY_DAYS } from '@onsale/core/storefront-texts';
import { PriceHistoryPanel } from '../../../components/price-history/price-history-panel';
import { useNearScreen } from '../../../components/price-history/use-near-screen';
import { ErrorState } from '../../../components/ui/status-messages';
import { usePriceHistory } from '../api/get-price-history';

/** The product's price over 90 days; its data and the chart load when the shopper scrolls near it. */
export function PriceHistorySection({ slug }: { slug: string }) {
  const { ref, near } = useNearScreen<HTMLElement>();
  const history = usePriceHistory(slug, near);
  return (
    <section ref={ref} className="product-price-history mt-4" aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="h6 mb-2">
        Price in the last {PRICE_HISTORY_DAYS} days
      </h2>
      {history.isError ? (
        <ErrorState message="Could not load the price history" onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data ? (
        <PriceHistoryPanel points={history.data.points} lowestPrice30d={history.data.lowestPrice30d} days={PRICE_HISTORY_DAYS} height={180} />
      ) : (
        <div className="price-history-chart placeholder-glow" style={{ height: 180 }} role="status">
          <span className="visually-hidden">Loading the price history…</span>
          <span className="placeholder w-100 h-100" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
