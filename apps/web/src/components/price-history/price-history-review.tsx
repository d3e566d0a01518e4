import type { OwnedPriceHistory } from '@onsale/core/contracts/prices';
import { PRICE_HISTORY_DAYS } from '@onsale/core/storefront-texts';
import { discountWords, honestDiscountOf } from '@onsale/core/honest-price';
import { formatRupees } from '@onsale/core/money';
import { LOWEST_PRICE_LABEL } from '@onsale/core/price-history';
import { discountPercentOf } from '@onsale/core/pricing';
import { useState } from 'react';
import { PriceHistoryPanel } from './price-history-panel';

/** The prices as typed in a form (paisa), before they are saved. */
export interface PriceDraft {
  price: number | null;
  originalPrice: number | null;
  /** a discount percent typed without an original price */
  discountPercent: number | null;
}

/** What the rule would make of the typed prices if they were saved now; null while the form has no price. */
export function draftVerdict(history: OwnedPriceHistory, draft: PriceDraft, now: number) {
  if (draft.price == null || draft.price <= 0) return null;
  const claimedDiscountPercent =
    draft.originalPrice != null ? discountPercentOf(draft.originalPrice, draft.price) : (draft.discountPercent ?? 0);
  return honestDiscountOf({
    history: history.points.map((p) => ({ at: Date.parse(p.at), price: p.price, originalPrice: p.originalPrice })),
    price: draft.price,
    originalPrice: draft.originalPrice,
    claimedDiscountPercent,
    at: now,
    minDays: history.honestDiscount.minDays,
  });
}

/**
 * The seller's and admin's view of a product's prices: the lowest of the last 30 days, how the
 * discount shows now and why, what the typed prices would show once saved (with a warning when
 * the claimed original price would not count), and the 90-day chart.
 */
export function PriceHistoryReview({ history, draft }: { history: OwnedPriceHistory; draft: PriceDraft }) {
  const [now] = useState(() => Date.now());
  const current = history.honestDiscount;
  const verdict = draftVerdict(history, draft, now);
  const lastPoint = history.points.at(-1);
  const changed =
    verdict != null && (draft.price !== lastPoint?.price || draft.originalPrice !== (lastPoint?.originalPrice ?? null));
  return (
    <div className="price-history-review" data-testid="price-history-review">
      <p className="mb-1">
        <strong>{LOWEST_PRICE_LABEL}:</strong>{' '}
        {history.lowestPrice30d != null ? formatRupees(history.lowestPrice30d) : 'no earlier price yet'}
      </p>
      <p className="small mb-2 text-body-secondary">
        Shoppers see now: {discountWords(current.shownDiscountPercent, current.shownOriginalPrice)}.
        {current.reason ? ` ${current.reason}` : ''}
      </p>
      {changed && verdict.correction != null && (
        <div className="alert alert-warning py-2 price-history-warning" role="alert" data-testid="discount-warning">
          <strong>This discount would not count as a real discount.</strong> {verdict.reason} An original price counts
          once it has been charged on at least {verdict.minDays} of the last 30 days.
        </div>
      )}
      {changed && verdict.correction == null && verdict.claimedDiscountPercent > 0 && (
        <p className="small text-success mb-2" role="status">
          Once saved, shoppers see {verdict.shownDiscountPercent}% off
          {verdict.shownOriginalPrice != null ? ` ${formatRupees(verdict.shownOriginalPrice)}` : ''}.
        </p>
      )}
      <PriceHistoryPanel
        points={history.points}
        lowestPrice30d={history.lowestPrice30d}
        days={PRICE_HISTORY_DAYS}
        height={170}
      />
    </div>
  );
}
