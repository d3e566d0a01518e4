import type { OwnedPriceHistory } from '@onsale/core/contracts/prices';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '../ui/status-messages';
import { PriceHistoryReview, type PriceDraft } from './price-history-review';

/** In a seller's or admin's product form: the price history, the lowest 30-day price, and what the typed prices would show. */
export function PriceHistorySection({ history, draft, className = '' }: { history: UseQueryResult<OwnedPriceHistory>; draft: PriceDraft; className?: string }) {
  return (
    <section className={`border rounded p-3 ${className}`.trim()} aria-label="Price history">
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
