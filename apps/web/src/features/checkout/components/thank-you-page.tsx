import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { ORDER_CONFIRMATION_LABELS } from '@onsale/core/order-confirmation';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AwaitingConfirmation } from '../../../components/order-confirmation/awaiting-confirmation';
import { usePublicSettings } from '../../../lib/catalogue/get-public-settings';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { clearPlacedOrder, readPlacedOrder, savePlacedOrder } from '../utils/checkout-storage';
import './checkout.css';

/** After the order: what was ordered, where it goes, what happens next, and the ways to follow it. */
/** The address as the shop keeps and writes to it (lower case), not as it was typed. */
const normalisedEmail = (email: string) => email.trim().toLowerCase();

export function ThankYouPage() {
  const navigate = useNavigate();
  const [stored, setStored] = useState(readPlacedOrder);
  const user = useCurrentUser();
  const shop = usePublicSettings();

  if (!stored) {
    return (
      <div className="container page-container">
        <div className="state-box">
          <h1 className="h3">Order Information Not Found</h1>
          <p>We could not find the details of your order in this browser.</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <button type="button" className="btn btn-accent" onClick={() => setStored(readPlacedOrder())}>
              Try Again
            </button>
            <Link to="/" className="btn btn-outline-secondary">
              Back to Home
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const { order, customer } = stored;
  const signedIn = Boolean(user.data);
  const toPay = order.grand_total - order.credit_amount;
  const trackPath = signedIn ? `/order/${order.id}` : `/track?order=${encodeURIComponent(order.order_number)}`;

  function backHome() {
    clearPlacedOrder();
    void navigate('/');
  }

  // Kept confirmed in this browser: a reload of the page does not ask again.
  function confirmed() {
    const next = { order: { ...order, confirmation: 'confirmed' as const }, customer };
    savePlacedOrder(next);
    setStored(next);
  }

  return (
    <div className="container page-container">
      <div className="text-center mb-4">
        <div className="order-confirmed-mark" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-title">Thank you for your order!</h1>
        <p className="lead mb-1">
          Order number <strong data-testid="order-number">{order.order_number}</strong>
        </p>
        <p className="text-body-secondary">Placed on {formatShopTime(order.order_date, 'date-time')}</p>
      </div>

      <div className="thanks-confirmation">
        <AwaitingConfirmation
          orderId={order.id}
          confirmation={order.confirmation}
          placedAt={order.order_date}
          dueAt={order.confirmation_due_at}
          note={order.confirmation_note}
          onConfirmed={confirmed}
        />
      </div>

      <div className="row g-4">
        <div className="col-lg-7 d-flex flex-column gap-4">
          <section className="checkout-card" aria-labelledby="thanks-items">
            <h2 id="thanks-items" className="h5 mb-3">
              Items
            </h2>
            <ul className="list-unstyled mb-0 checkout-items">
              {order.order_items.map((item, index) => (
                <li key={`${item.product_id ?? index}-${item.size}-${item.color}`} className="checkout-item">
                  <div className="flex-grow-1">
                    <div className="fw-semibold">{item.product.name}</div>
                    <div className="small text-body-secondary">
                      {[item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                    <div className="small">
                      {item.quantity} × {formatRupees(item.price)}
                    </div>
                  </div>
                  <div className="fw-semibold">{formatRupees(item.total)}</div>
                </li>
              ))}
            </ul>
          </section>
          <section className="checkout-card" aria-labelledby="thanks-shipping">
            <h2 id="thanks-shipping" className="h5 mb-3">
              Shipping Information
            </h2>
            <address className="mb-0">
              <strong>{order.full_name}</strong>
              <br />
              {order.address}
              {order.landmark && (
                <>
                  <br />
                  Landmark: {order.landmark}
                </>
              )}
              <br />
              {order.city}, {order.state} {order.zip}
              <br />
              {order.phone} · {normalisedEmail(order.email)}
              {order.delivery_instructions && (
                <>
                  <br />
                  <span className="text-body-secondary">Delivery instructions: {order.delivery_instructions}</span>
                </>
              )}
            </address>
          </section>
          <section className="checkout-card" aria-labelledby="thanks-next">
            <h2 id="thanks-next" className="h5 mb-3">
              What&apos;s Next
            </h2>
            <ol className="mb-0">
              <li>We process your order within 24 hours.</li>
              <li>It is delivered in 4-5 business days.</li>
              <li>
                {toPay > 0
                  ? `You pay ${formatRupees(toPay)} in cash when it arrives.`
                  : 'Nothing to pay when it arrives: your OnSale credit paid for it.'}
              </li>
            </ol>
          </section>
        </div>

        <div className="col-lg-5 d-flex flex-column gap-4">
          <section className="checkout-summary" aria-labelledby="thanks-summary">
            <h2 id="thanks-summary" className="h5 mb-3">
              Order Details
            </h2>
            <dl className="summary-rows mb-0">
              <div>
                <dt>Order Status</dt>
                <dd>
                  <span className="badge text-bg-warning">{order.order_status === 0 ? 'Pending' : 'Confirmed'}</span>
                </dd>
              </div>
              {order.confirmation !== 'confirmed' && (
                <div>
                  <dt>Confirmation</dt>
                  <dd>
                    <span className="badge text-bg-warning" data-testid="confirmation-status">
                      {ORDER_CONFIRMATION_LABELS[order.confirmation]}
                    </span>
                  </dd>
                </div>
              )}
              <div>
                <dt>Payment Status</dt>
                <dd>
                  <span className="badge text-bg-secondary">{order.payment_status === 0 ? 'Pending' : 'Paid'}</span>
                </dd>
              </div>
              <div>
                <dt>Payment Method</dt>
                <dd>Cash on Delivery</dd>
              </div>
              <div>
                <dt>Subtotal</dt>
                <dd>{formatRupees(order.order_total)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd>{formatRupees(order.shipping_cost)}</dd>
              </div>
              {order.discount_amount > 0 && (
                <div className="text-success">
                  <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
                  <dd>{formatRupees(-order.discount_amount)}</dd>
                </div>
              )}
              <div>
                <dt>Tax</dt>
                <dd>{formatRupees(order.tax_amount)}</dd>
              </div>
              <div className="summary-total">
                <dt>Grand Total</dt>
                <dd data-testid="grand-total">{formatRupees(order.grand_total)}</dd>
              </div>
              {order.credit_amount > 0 && (
                <>
                  <div className="text-success">
                    <dt>OnSale credit</dt>
                    <dd data-testid="credit-amount">{formatRupees(-order.credit_amount)}</dd>
                  </div>
                  <div className="fw-semibold">
                    <dt>To pay on delivery</dt>
                    <dd>{formatRupees(toPay)}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>

          <div className="alert alert-info mb-0" data-testid="receipt-notice">
            <p className="mb-0">
              A confirmation e-mail with your order details has been sent to{' '}
              <strong>{normalisedEmail(customer.email)}</strong>.
            </p>
            {!signedIn && (
              <p className="small mb-0 mt-2">
                To see your orders in an OnSale account, open the link in that e-mail: it lets you set a password, or
                confirm the address of the account you already have.
              </p>
            )}
          </div>

          <div className="d-flex flex-wrap gap-2">
            <Link to={trackPath} className="btn btn-accent flex-grow-1">
              Track Order
            </Link>
            <button type="button" className="btn btn-outline-secondary flex-grow-1" onClick={backHome}>
              Back to Home
            </button>
          </div>

          <section className="checkout-card" aria-labelledby="thanks-help">
            <h2 id="thanks-help" className="h6">
              Need help?
            </h2>
            <p className="small mb-0">
              Our support team is here {shop.supportHours}. <Link to="/contact">Contact us</Link> or read the{' '}
              <Link to="/faq">FAQ</Link>; returns are easy within 30 days.
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
