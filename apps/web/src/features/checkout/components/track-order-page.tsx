import { formatShopTime } from '@onsale/core/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { trackOrderBodySchema, type TrackedOrder, type TrackOrderBody } from '@onsale/core/contracts/checkout';
import { formatRupees } from '@onsale/core/money';
import { parcelCashText } from '@onsale/core/part-payment';
import { BUYER_DELIVERY_WORDS, BUYER_ORDER_STATUS_BADGES, BUYER_ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import { cancelledByLine, partMayBeCancelled, SHOPPER_CANCEL_REASONS } from '@onsale/core/cancellation';
import { ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { CancelDialog, type CancelChoice } from '../../../components/ui/cancel-dialog';
import { AwaitingConfirmation } from '../../../components/order-confirmation/awaiting-confirmation';
import { useCancelTrackedPart, useTrackOrder } from '../api/track-order';
import './checkout.css';
import { ShipmentLine } from '../../../components/ui/shipment-line';
import { ParcelTimeline } from '../../../components/ui/parcel-timeline';

/** A guest follows an order with its number and the e-mail it was placed with. */
export function TrackOrderPage() {
  const id = useId();
  const [params] = useSearchParams();
  const track = useTrackOrder();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  // The number and e-mail that proved the order: a cancel sends them again.
  const [proof, setProof] = useState<TrackOrderBody | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<TrackOrderBody>({
    resolver: zodResolver(trackOrderBodySchema),
    defaultValues: { orderNumber: params.get('order') ?? '', email: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      setOrder(await track.mutateAsync(body));
      setProof(body);
    } catch (error) {
      setOrder(null);
      setProof(null);
      setFailure(
        error instanceof ApiRequestError && error.status === 404
          ? { title: 'Order Not Found', text: "We couldn't find the order you're looking for." }
          : { title: 'Failed to load order details', text: messageOf(error) },
      );
    }
  });

  const errors = formState.errors;
  return (
    <div className="container page-container checkout-narrow">
      <h1 className="page-title mb-3">Track Your Order</h1>
      <p className="text-body-secondary">
        Enter the order number from your confirmation e-mail and the e-mail address you ordered with.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="checkout-card mb-4">
        <div className="row g-3 align-items-start">
          <div className="col-md-5">
            <label htmlFor={`${id}-number`} className="form-label">
              Order Number
            </label>
            <input
              id={`${id}-number`}
              className={`form-control ${errors.orderNumber ? 'is-invalid' : ''}`}
              placeholder="OS-2026-001001-K7QX"
              aria-invalid={errors.orderNumber ? true : undefined}
              {...register('orderNumber')}
            />
            {errors.orderNumber && <div className="invalid-feedback">{errors.orderNumber.message}</div>}
          </div>
          <div className="col-md-5">
            <label htmlFor={`${id}-email`} className="form-label">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              className={`form-control ${errors.email ? 'is-invalid' : ''}`}
              aria-invalid={errors.email ? true : undefined}
              {...register('email')}
            />
            {errors.email && <div className="invalid-feedback">{errors.email.message}</div>}
          </div>
          <div className="col-md-2 d-grid track-submit">
            <button type="submit" className="btn btn-accent" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Finding…' : 'Track'}
            </button>
          </div>
        </div>
      </form>

      <div aria-live="polite">
        {failure && (
          <div className="state-box" role="alert">
            <h2 className="h4">{failure.title}</h2>
            <p className="mb-0">{failure.text}</p>
          </div>
        )}
        {order && <TrackedOrderView order={order} proof={proof} onChange={setOrder} />}
      </div>
    </div>
  );
}

type Shipment = TrackedOrder['shipments'][number];

const parcelCash = (shipment: Shipment) =>
  parcelCashText({ cash: shipment.cashToCollect, paymentStatus: shipment.paymentStatus });

function TrackedOrderView({
  order,
  proof,
  onChange,
}: {
  order: TrackedOrder;
  proof: TrackOrderBody | null;
  onChange: (order: TrackedOrder) => void;
}) {
  const cancelPart = useCancelTrackedPart();
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const confirmCancel = async (shipment: Shipment, choice: CancelChoice) => {
    if (!proof) return;
    setCancelFailure(null);
    try {
      onChange(await cancelPart.mutateAsync({ ...proof, sellerOrderId: shipment.id, ...choice }));
      setCancelling(null);
    } catch (failure) {
      setCancelFailure(messageOf(failure));
    }
  };
  return (
    <section className="checkout-card" aria-labelledby="tracked-order" data-testid="tracked-order">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="tracked-order" className="h5 mb-0">
          Order {order.order_number}
        </h2>
        <span className={`badge text-bg-${BUYER_ORDER_STATUS_BADGES[order.status]}`}>
          {BUYER_ORDER_STATUS_LABELS[order.status]}
        </span>
      </div>
      <p className="small text-body-secondary">
        Placed on {formatShopTime(order.order_date, 'date-time')} · Cash on Delivery
      </p>
      <AwaitingConfirmation
        orderId={order.id}
        confirmation={order.confirmation}
        placedAt={order.order_date}
        dueAt={order.confirmation_due_at}
        note={order.confirmation_note}
        onConfirmed={() => onChange({ ...order, confirmation: 'confirmed' })}
      />
      {order.shipments.map((shipment, index) => (
        <div key={shipment.id} className="mb-3" data-testid="tracked-parcel">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-1">
            <h3 className="h6 mb-0">
              {order.shipments.length > 1 ? `Parcel ${index + 1} of ${order.shipments.length}: ` : ''}
              {shipment.sellerName}
            </h3>
            {shipment.status === 'cancelled' && (
              <span className="badge text-bg-danger">{ORDER_STATUS_LABELS.cancelled}</span>
            )}
            {partMayBeCancelled(shipment.status) && proof && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  setCancelFailure(null);
                  setCancelling(shipment);
                }}
                aria-label={`Cancel items from ${shipment.sellerName}`}
              >
                Cancel
              </button>
            )}
          </div>
          {shipment.status === 'cancelled' && (
            <p className="text-danger small mb-1">{cancelledByLine(shipment.cancelledBy, shipment.cancelReason)}</p>
          )}
          <ol className="order-timeline">
            {shipment.timeline.map((step) => (
              <li key={step.step} className={step.reached ? 'is-reached' : undefined}>
                {step.label}
                {step.at && (
                  <span className="small text-body-secondary"> · {formatShopTime(step.at, 'date-time')}</span>
                )}
              </li>
            ))}
          </ol>
          {(shipment.shipment || shipment.parcelEvents.length > 0) && (
            <div className="mb-1">
              {shipment.shipment && <ShipmentLine shipment={shipment.shipment} />}
              <ParcelTimeline events={shipment.parcelEvents} />
            </div>
          )}
          {parcelCash(shipment) && (
            <p className="fw-semibold mb-1" data-testid="parcel-cash">
              {parcelCash(shipment)}
            </p>
          )}
          <ul className="small mb-0">
            {shipment.items.map((item, i) => (
              <li key={i}>
                {item.quantity} × {item.name}
                {item.size && `, size ${item.size}`}
                {item.color && `, ${item.color}`}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="summary-rows mb-0">
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
            <dt>Discount</dt>
            <dd>{formatRupees(-order.discount_amount)}</dd>
          </div>
        )}
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{formatRupees(order.grand_total)}</dd>
        </div>
        {order.credit_amount > 0 && (
          <div className="text-success">
            <dt>OnSale credit</dt>
            <dd>{formatRupees(-order.credit_amount)}</dd>
          </div>
        )}
      </dl>
      <p className="small mt-3 mb-0">
        {BUYER_DELIVERY_WORDS[order.status]} {order.full_name}, {order.city}.
      </p>
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
    </section>
  );
}
