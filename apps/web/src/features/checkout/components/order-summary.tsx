import { SHIPPING_PER_LINE, type BagTotals } from '@onsale/core/bag';
import { formatRupees } from '@onsale/core/money';
import type { ReactNode } from 'react';

/**
 * Subtotal, shipping, the discount when there is one, tax when the server charged any, and the
 * total; with OnSale credit, what it pays and what is left to pay on delivery.
 */
export function OrderSummary({
  totals,
  couponCode,
  lineCount,
  credit = 0,
  children,
  title = 'Order Summary',
}: {
  totals: BagTotals;
  couponCode?: string | null;
  lineCount: number;
  /** paisa of the total paid with OnSale credit */
  credit?: number;
  children?: ReactNode;
  title?: string;
}) {
  return (
    <section className="checkout-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="h5 mb-3">
        {title}
      </h2>
      <dl className="summary-rows mb-0" data-testid="order-summary">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{formatRupees(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>
            Shipping{' '}
            <span className="text-body-secondary small">
              ({formatRupees(SHIPPING_PER_LINE)} × {lineCount === 1 ? '1 product' : `${lineCount} products`})
            </span>
          </dt>
          <dd data-testid="summary-shipping">{formatRupees(totals.shipping)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="text-success">
            <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
            <dd data-testid="summary-discount">{formatRupees(-totals.discount)}</dd>
          </div>
        )}
        {totals.tax > 0 && (
          <div>
            <dt>Tax</dt>
            <dd>{formatRupees(totals.tax)}</dd>
          </div>
        )}
        <div className="summary-total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatRupees(totals.total)}</dd>
        </div>
        {credit > 0 && (
          <>
            <div className="text-success">
              <dt>OnSale credit</dt>
              <dd data-testid="summary-credit">{formatRupees(-credit)}</dd>
            </div>
            <div className="fw-semibold">
              <dt>To pay on delivery</dt>
              <dd data-testid="summary-to-pay">{formatRupees(totals.total - credit)}</dd>
            </div>
          </>
        )}
      </dl>
      {children}
    </section>
  );
}
