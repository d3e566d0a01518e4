import { checkoutBodyFrom } from '@onsale/core/contracts/checkout';
import { creditToUse } from '@onsale/core/credit';
import { formatRupees } from '@onsale/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link, Navigate, useNavigate } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { bag } from '../../../lib/bag/bag-store';
import { useBagLines } from '../../../lib/bag/use-bag';
import { creditQueryKey, useCredit } from '../../../lib/credit/get-credit';
import { INVALID_ORDER_RESPONSE, InvalidOrderResponseError, usePlaceOrder } from '../api/place-order';
import { toCheckoutItems, useBagQuote } from '../api/quote-bag';
import { resetAppliedCoupon, useAppliedCoupon } from '../hooks/use-applied-coupon';
import {
  attemptKeyFor,
  clearAttempt,
  clearCoupon,
  clearShipping,
  readShipping,
  savePlacedOrder,
  type PlacedOrder,
} from '../utils/checkout-storage';
import { LINE_STATUS_TEXT, priceBag } from '../utils/priced-bag';
import { CheckoutSteps } from './checkout-steps';
import { CreditChoice } from './credit-choice';
import { OrderSummary } from './order-summary';
import './checkout.css';

export const REDIRECT_DELAY_MS = 1500;
export const COUPON_REMOVED = 'The coupon has been removed: confirm again to order without it.';

function failureMessage(error: unknown): string {
  if (error instanceof InvalidOrderResponseError) return INVALID_ORDER_RESPONSE;
  return `Failed to place order: ${messageOf(error)}`;
}

/** The order confirmation page (spec: Checkout): items, shipping details, cash on delivery, Confirm Order. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const lines = useBagLines();
  const [shipping] = useState(readShipping);
  const quote = useBagQuote(lines);
  const placeOrder = usePlaceOrder();
  const [coupon] = useAppliedCoupon();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const queryClient = useQueryClient();
  const credit = useCredit();
  const [payWithCredit, setPayWithCredit] = useState(true);

  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => {
      bag.clear();
      clearShipping();
      clearCoupon();
      resetAppliedCoupon();
      void navigate('/thank-you', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  if (!placed && lines.length === 0) return <Navigate to="/cart" replace />;
  if (!placed && !shipping) return <Navigate to="/shipping" replace />;

  const priced = priceBag(lines, quote.data, coupon?.percent ?? 0);
  const blocked = Boolean(quote.data) && !priced.orderable;
  const balance = credit.data?.balance ?? 0;
  const creditUsed = payWithCredit ? creditToUse(balance, priced.totals.total) : 0;

  async function confirm() {
    if (!shipping || sending || placed) return;
    setSending(true);
    setFailure(null);
    const body = checkoutBodyFrom(shipping, toCheckoutItems(lines), coupon?.code ?? null, creditUsed > 0);
    try {
      const order = await placeOrder.mutateAsync({ body, idempotencyKey: attemptKeyFor(JSON.stringify(body)) });
      clearAttempt();
      savePlacedOrder(order);
      setPlaced(order);
      if (order.order.credit_amount > 0) void queryClient.invalidateQueries({ queryKey: creditQueryKey });
    } catch (error) {
      // A coupon the shopper may not use (again) comes off the order, so that confirming again places it at the full price shown.
      const couponRefused = error instanceof ApiRequestError && error.status === 409 && Boolean(error.fields?.coupon);
      setFailure(couponRefused ? `${failureMessage(error)}. ${COUPON_REMOVED}` : failureMessage(error));
      if (couponRefused) {
        clearCoupon();
        resetAppliedCoupon();
      }
      // Stock or prices moved: show the lines as they are now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void quote.refetch();
        // The credit moved (another tab's order, a return refunded): show the balance as it is now.
        void queryClient.invalidateQueries({ queryKey: creditQueryKey });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="container page-container">
      <CheckoutSteps current="checkout" />
      <h1 className="page-title mb-4">Confirm Your Order</h1>
      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="checkout-error">
          {failure}
        </div>
      )}
      {blocked && (
        <div className="alert alert-warning" role="alert">
          Some items in your bag cannot be ordered as they are. <Link to="/cart">Review your bag</Link>
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-8 d-flex flex-column gap-4">
          <section className="checkout-card" aria-labelledby="checkout-items">
            <h2 id="checkout-items" className="h5 mb-3">
              Items
            </h2>
            <ul className="list-unstyled mb-0 checkout-items">
              {priced.lines.map((line) => (
                <li key={line.key} className="checkout-item" data-testid="checkout-item">
                  <SafeImage src={line.image} alt="" width={56} height={56} />
                  <div className="flex-grow-1">
                    <div className="fw-semibold">{line.name}</div>
                    <div className="small text-body-secondary">
                      {[
                        line.brand,
                        line.line.size && `Size ${line.line.size}`,
                        line.line.color && `Colour ${line.line.color}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                    <div className="small">
                      {line.line.quantity} × {formatRupees(line.price)}
                    </div>
                    {line.status !== 'available' && line.status !== 'unchecked' && (
                      <div className="small text-danger">{LINE_STATUS_TEXT[line.status](line)}</div>
                    )}
                  </div>
                  <div className="fw-semibold text-nowrap">{formatRupees(line.lineTotal)}</div>
                </li>
              ))}
            </ul>
          </section>
          {shipping && (
            <section className="checkout-card" aria-labelledby="checkout-shipping">
              <div className="d-flex justify-content-between align-items-baseline">
                <h2 id="checkout-shipping" className="h5 mb-3">
                  Shipping Details
                </h2>
                <Link to="/shipping" className="small link-accent">
                  Edit
                </Link>
              </div>
              <address className="mb-0" data-testid="checkout-address">
                <strong>{shipping.fullName}</strong>
                <br />
                {shipping.address}
                {shipping.landmark && (
                  <>
                    <br />
                    Landmark: {shipping.landmark}
                  </>
                )}
                <br />
                {shipping.city}, {shipping.state} {shipping.postcode}
                <br />
                {shipping.phone} · {shipping.email}
                {shipping.deliveryInstructions && (
                  <>
                    <br />
                    <span className="text-body-secondary">Delivery instructions: {shipping.deliveryInstructions}</span>
                  </>
                )}
              </address>
            </section>
          )}
          <section className="checkout-card" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className="h5 mb-3">
              Payment
            </h2>
            <div className="form-check">
              <input className="form-check-input" type="radio" id="payment-cod" checked readOnly />
              <label className="form-check-label fw-semibold" htmlFor="payment-cod">
                Cash on Delivery
              </label>
              <p className="small text-body-secondary mb-0">
                Pay in cash when your order arrives. Cash On Delivery Only.
              </p>
            </div>
            {balance > 0 && <CreditChoice balance={balance} checked={payWithCredit} onChange={setPayWithCredit} />}
          </section>
        </div>
        <div className="col-lg-4">
          <OrderSummary
            totals={priced.totals}
            couponCode={coupon?.code}
            lineCount={priced.lines.length}
            credit={creditUsed}
          >
            <button
              type="button"
              className="btn btn-accent btn-lg w-100 mt-3"
              disabled={sending || Boolean(placed) || blocked}
              onClick={() => void confirm()}
            >
              {sending ? 'Placing order…' : 'Confirm Order'}
            </button>
            <Link to="/shipping" className="btn btn-outline-secondary w-100 mt-2">
              Back to Shipping
            </Link>
          </OrderSummary>
        </div>
      </div>
      <Modal show={placed !== null} backdrop="static" keyboard={false} centered aria-labelledby="order-confirmed-title">
        <Modal.Body className="text-center py-4">
          <div className="order-confirmed-mark" aria-hidden="true">
            ✓
          </div>
          <h2 id="order-confirmed-title" className="h4">
            Order Confirmed!
          </h2>
          {placed && <p className="mb-1">Order number {placed.order.order_number}</p>}
          <p className="text-body-secondary mb-0">Redirecting to thank you page...</p>
        </Modal.Body>
      </Modal>
    </div>
  );
}
