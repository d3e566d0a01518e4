import { PriceHistoryReview, type PriceDraft } from '../../../components/price-history/price-history-review';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useSellerPriceHistory } from '../api/get-seller-price-history';

/** In the edit form: the product's price history, the lowest 30-day price, and what the typed prices would show. */
export function ProductPriceHistory({ productId, draft }: { productId: string; draft: PriceDraft }) {
  const history = useSellerPriceHistory(productId);
  return (
    <section className="border rounded p-3" aria-label="Price history">
      <h3 className="h6">Price history</h3>
      {history.isPending ? (
        <LoadingState label="Loading the price history…" />
      ) : history.isError ? (
        <ErrorState message="Could not load the price history" onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <PriceHistoryReview history={history.data} draft={draft} />
      )}
    </section>
  );
}
