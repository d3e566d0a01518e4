import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { cancelledByLine, partMayBeCancelled, SHOPPER_CANCEL_REASONS } from '@onsale/core/cancellation';
import { PART_PAYMENT_STATUS_LABELS, parcelCashText } from '@onsale/core/part-payment';
import type { BuyerSellerOrder } from '@onsale/core/contracts/buyer-orders';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { CancelDialog, type CancelChoice } from '../../../components/ui/cancel-dialog';
import { AwaitingConfirmation } from '../../../components/order-confirmation/awaiting-confirmation';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useCancelOrderPart } from '../api/cancel-order-part';
import { useOrder } from '../api/get-order';
import { OrderStatusBadge } from './order-status-badge';
import { ShipmentLine } from '../../../components/ui/shipment-line';
import { ParcelTimeline } from '../../../components/ui/parcel-timeline';
import { OrderTimeline } from './order-timeline';
import { OrderItem } from './order-item';

function OrderNotFound() {
  return (
    <div className="container py-5 text-center">
      <h1 className="page-title">Order Not Found</h1>
      <p className="text-muted">We couldn&apos;t find the order you&apos;re looking for.</p>
      <Link to="/orders" className="btn btn-accent">
        Back to My Orders
      </Link>
    </div>
  );
}

/** What the rider collects for this parcel, or that it was paid; nothing for a cancelled part. */
function ParcelCash({ part }: { part: BuyerSellerOrder }) {
  const text = parcelCashText({ cash: part.cashToCollect, paymentStatus: part.paymentStatus });
  if (!text) return null;
  return (
    <p
      className={`parcel-cash mt-3 mb-0 ${part.paymentStatus === 'paid' ? 'text-success' : 'fw-semibold'}`}
      data-testid="parcel-cash"
    >
      {text}
    </p>
  );
}

/**
 * One order of the signed-in buyer: items, totals, address and the timeline of each seller's part.
 * `/order-confirmation/:orderId` shows the same with a thank-you heading.
 */
export function OrderDetailPage({ confirmation = false }: { confirmation?: boolean }) {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  const cancelPart = useCancelOrderPart();
  const [cancelling, setCancelling] = useState<BuyerSellerOrder | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);

  useEffect(() => {
    if (order && location.hash === '#tracking') document.getElementById('tracking')?.scrollIntoView();
  }, [order, location.hash]);

  if (!orderId) return <ErrorState error={error} message="Order ID is missing" />;
  if (isPending) return <LoadingState label="Loading order…" />;
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <OrderNotFound />;
    return <ErrorState error={error} message="Failed to load order details" onRetry={() => void refetch()} />;
  }

  const severalSellers = order.sellerOrders.length > 1;
  const confirmCancel = async (part: BuyerSellerOrder, choice: CancelChoice) => {
    setCancelFailure(null);
    try {
      await cancelPart.mutateAsync({ orderId: order.id, sellerOrderId: part.id, ...choice });
      setCancelling(null);
    } catch (failure) {
      setCancelFailure(messageOf(failure));
    }
  };
  return (
    <div className="container py-4 account-page">
      {confirmation && (
        <div className="alert alert-success" role="status">
          <h1 className="h4 mb-1">Order Confirmed!</h1>
          Thank you for your order. We will deliver it in 4-5 business days; you pay cash on delivery.
        </div>
      )}
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        {confirmation ? (
          <h2 className="page-title mb-0">Order {order.number}</h2>
        ) : (
          <h1 className="page-title mb-0">Order {order.number}</h1>
        )}
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-muted">Placed on {formatShopTime(order.createdAt, 'date-time')}</p>
      <AwaitingConfirmation
        orderId={order.id}
        confirmation={order.confirmation}
        placedAt={order.createdAt}
        dueAt={order.confirmationDueAt}
        onConfirmed={() => void refetch()}
      />

      <div className="row g-4">
        <div className="col-lg-8">
          <section id="tracking" aria-label="Order tracking">
            {order.sellerOrders.map((part) => (
              <div key={part.id} className="card mb-3" data-testid="seller-order">
                <div className="card-header bg-white d-flex justify-content-between align-items-center">
                  <span className="fw-semibold">
                    {severalSellers
                      ? `${part.status === 'shipped' || part.status === 'delivered' ? 'Shipped by' : 'From'} ${part.sellerName}`
                      : 'Your items'}
                  </span>
                  <span className="d-flex align-items-center gap-2">
                    {(severalSellers || part.status === 'cancelled') && <OrderStatusBadge status={part.status} />}
                    {partMayBeCancelled(part.status) && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => {
                          setCancelFailure(null);
                          setCancelling(part);
                        }}
                        aria-label={`Cancel items from ${part.sellerName}`}
                      >
                        Cancel
                      </button>
                    )}
                  </span>
                </div>
                <div className="card-body">
                  {part.status === 'cancelled' && (
                    <p className="text-danger small mb-2" data-testid="cancelled-by">
                      {cancelledByLine(part.cancelledBy, part.cancelReason)}
                    </p>
                  )}
                  <OrderTimeline timeline={part.timeline} />
                  {part.shipment && <ShipmentLine shipment={part.shipment} />}
                  <ParcelTimeline events={part.parcelEvents} />
                  <ParcelCash part={part} />
                  <ul className="list-unstyled mb-0 mt-3">
                    {part.items.map((item) => (
                      <OrderItem key={item.id} part={part} item={item} />
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </section>
        </div>
        <div className="col-lg-4">
          <div className="card mb-3">
            <div className="card-body">
              <h2 className="h6">Order summary</h2>
              <dl className="summary-list mb-0">
                <dt>Subtotal</dt>
                <dd>{formatRupees(order.subtotal)}</dd>
                <dt>Shipping</dt>
                <dd>{formatRupees(order.shipping)}</dd>
                {order.discount > 0 && (
                  <>
                    <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                    <dd>{formatRupees(-order.discount)}</dd>
                  </>
                )}
                {order.tax > 0 && (
                  <>
                    <dt>Tax</dt>
                    <dd>{formatRupees(order.tax)}</dd>
                  </>
                )}
                <dt className="fw-semibold">Total</dt>
                <dd className="fw-semibold">{formatRupees(order.total)}</dd>
                {order.credit > 0 && (
                  <>
                    <dt className="text-success">OnSale credit</dt>
                    <dd className="text-success" data-testid="order-credit">
                      {formatRupees(-order.credit)}
                    </dd>
                    <dt>To pay on delivery</dt>
                    <dd>{formatRupees(order.total - order.credit)}</dd>
                  </>
                )}
              </dl>
              <p className="small text-muted mt-2 mb-0">
                Payment: Cash on Delivery (
                {order.paymentStatus === 'pending'
                  ? severalSellers
                    ? 'pay each parcel on delivery'
                    : 'pay on delivery'
                  : PART_PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}
                )
              </p>
            </div>
          </div>
          <div className="card">
            <div className="card-body">
              <h2 className="h6">Shipping address</h2>
              <address className="mb-0 small">
                {order.customerName}
                <br />
                {order.address}
                {order.landmark && (
                  <>
                    <br />
                    Near {order.landmark}
                  </>
                )}
                <br />
                {order.city}, {order.state} {order.zip}
                <br />
                {order.customerPhone}
                <br />
                {order.customerEmail}
              </address>
              {order.deliveryInstructions && (
                <p className="small text-muted mt-2 mb-0">Instructions: {order.deliveryInstructions}</p>
              )}
            </div>
          </div>
        </div>
      </div>
      <Link to="/orders" className="btn btn-outline-accent mt-4">
        Back to My Orders
      </Link>
      {cancelling && (
        <CancelDialog
          title={`Cancel your items from ${cancelling.sellerName}?`}
          canceller="shopper"
          reasons={SHOPPER_CANCEL_REASONS}
          busy={cancelPart.isPending}
          failure={cancelFailure}
          onConfirm={(choice) => void confirmCancel(cancelling, choice)}
          onClose={() => setCancelling(null)}
        />
      )}
    </div>
  );
}
