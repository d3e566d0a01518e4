import { PriceHistoryReview, type PriceDraft } from '../../../components/price-history/price-history-review';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useAdminPriceHistory } from '../api/get-admin-price-history';

/** In the admin's product form: the price history, the lowest 30-day price, and what the typed prices would show. */
export function AdminPriceHistory({ productId, draft }: { productId: string; draft: PriceDraft }) {
  const history = useAdminPriceHistory(productId);
  return (
    <section className="border rounded p-3 mb-3" aria-label="Price history">
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
