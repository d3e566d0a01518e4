import type { OwnedPriceHistory, PriceHistory } from '@onsale/core/contracts/prices';
import { PRICE_HISTORY_DAYS } from '@onsale/core/storefront-texts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type Ref } from 'react';
import { ErrorState, LoadingState } from '../ui/status-messages';
import { PriceHistoryPanel } from './price-history-panel';
import { PriceHistoryReview, type PriceDraft } from './price-history-review';

type HistoryQuery<History> = Pick<UseQueryResult<History>, 'data' | 'isError' | 'isFetching' | 'refetch'>;

type ShownHistory =
  /** on the product page: the chart */
  | { audience: 'shopper'; history: HistoryQuery<PriceHistory> }
  /** in a seller's or admin's product form: the lowest 30-day price, how the discount shows, and what the typed prices would show */
  | { audience: 'owner'; history: HistoryQuery<OwnedPriceHistory>; draft: PriceDraft };

type PriceHistorySectionProps = ShownHistory & {
  /** for a section that loads once it comes near the screen */
  ref?: Ref<HTMLElement>;
  className?: string;
};

/** A product's price history under its heading, for the shopper on the product page or for the product's seller and the admin. */
export function PriceHistorySection({ ref, className, ...shown }: PriceHistorySectionProps) {
  const titleId = useId();
  const shopper = shown.audience === 'shopper';
  const Heading = shopper ? 'h2' : 'h3';
  return (
    <section
      ref={ref}
      className={`${shopper ? 'product-price-history mt-4' : 'border rounded p-3'} ${className ?? ''}`.trim()}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={shopper ? 'h6 mb-2' : 'h6'}>
        {shopper ? `Price in the last ${PRICE_HISTORY_DAYS} days` : 'Price history'}
      </Heading>
      <PriceHistoryBody {...shown} />
    </section>
  );
}

function PriceHistoryBody(shown: ShownHistory) {
  const { history } = shown;
  if (history.isError)
    return (
      <ErrorState
        message="Could not load the price history"
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  if (shown.audience === 'owner')
    return shown.history.data ? (
      <PriceHistoryReview history={shown.history.data} draft={shown.draft} />
    ) : (
      <LoadingState label="Loading the price history…" />
    );
  return shown.history.data ? (
    <PriceHistoryPanel
      points={shown.history.data.points}
      lowestPrice30d={shown.history.data.lowestPrice30d}
      days={PRICE_HISTORY_DAYS}
      height={180}
    />
  ) : (
    <div className="price-history-chart placeholder-glow" style={{ height: 180 }} role="status">
      <span className="visually-hidden">Loading the price history…</span>
      <span className="placeholder w-100 h-100" aria-hidden="true" />
    </div>
  );
}
