import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { orderTimeline } from '@onsale/core/order-status';
import {
  nextSellerOrderStatuses,
  SELLER_ORDER_STATUS_LABELS,
  type SellerOrderStatus,
} from '@onsale/core/seller-order-status';
import { cancelledByLine, SELLER_CANCEL_REASONS } from '@onsale/core/cancellation';
import type { ReturnCondition } from '@onsale/core/parcel-events';
import { NOT_CONFIRMED_NOTE } from '@onsale/core/order-confirmation';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AttemptFailedDialog, type AttemptFailedChoice } from '../../../components/ui/attempt-failed-dialog';
import { CancelDialog, type CancelChoice } from '../../../components/ui/cancel-dialog';
import { ShipDialog, type ShipChoice } from '../../../components/ui/ship-dialog';
import { ParcelTimeline } from '../../../components/ui/parcel-timeline';
import {
  RETURN_CHECKED_OUTCOMES,
  ReturnCheckLine,
  ReturnedParcelDialog,
} from '../../../components/ui/returned-parcel-dialog';
import { ShipmentLine } from '../../../components/ui/shipment-line';
import { SafeImage } from '../../../components/ui/safe-image';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useCheckSellerReturnedParcel } from '../api/check-seller-returned-parcel';
import { useSellerOrder } from '../api/get-seller-order';
import { useRecordSellerParcelEvent } from '../api/record-seller-parcel-event';
import { useUpdateSellerOrderStatus } from '../api/update-seller-order-status';
import { CustomerSignal } from './customer-signal';
import { NotApprovedNotice } from './not-approved-notice';
import { OrderStatusPill } from './order-status-pill';
import { useSeller } from './seller-context';

/** /seller/orders/:orderId: this seller's items, the customer's delivery details and the next steps of the order. */
export function OrderDetailPage() {
  const { approved } = useSeller();
  const { orderId = '' } = useParams();
  const order = useSellerOrder(orderId, approved);
  const update = useUpdateSellerOrderStatus();
  const [chosen, setChosen] = useState<SellerOrderStatus | ''>('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const record = useRecordSellerParcelEvent();
  const [reportingAttempt, setReportingAttempt] = useState(false);
  const [attemptFailure, setAttemptFailure] = useState<string | null>(null);
  const returnCheck = useCheckSellerReturnedParcel();
  const [checkingReturn, setCheckingReturn] = useState(false);
  const [returnFailure, setReturnFailure] = useState<string | null>(null);

  if (!approved) return <NotApprovedNotice what="Orders" />;
  if (order.isPending) return <LoadingState label="Loading order…" />;
  if (order.isError) {
    const missing = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <div>
        <ErrorState
          message={missing ? 'Order not found' : 'Failed to load order details'}
          onRetry={missing ? undefined : () => void order.refetch()}
          retrying={order.isFetching}
        />
        <Link to="/seller/orders">Back to orders</Link>
      </div>
    );
  }

  const o = order.data;
  // The one rule of core: the dropdown offers only the steps the server will accept. An order its
  // shopper has not confirmed cannot be packed: it may only be cancelled.
  const awaiting = o.confirmation === 'awaiting';
  const next = nextSellerOrderStatuses(o.status).filter((status) => !awaiting || status === 'cancelled');
  // A parcel refused at the door comes back to the seller, who checks it back in once.
  const returnToCheck = o.status === 'refused' && o.returnCheck === null;
  const timeline = orderTimeline(o.status, {
    placedAt: o.createdAt,
    processingAt: o.processingAt,
    shippedAt: o.shippedAt,
    deliveredAt: o.deliveredAt,
    cancelledAt: o.cancelledAt,
  });

  const save = async (choice?: CancelChoice | ShipChoice) => {
    if (!chosen) return;
    // A cancel asks why first: the shopper is told who cancelled and the reason. Shipped asks for
    // the courier and tracking number, which the shopper follows the parcel with.
    if ((chosen === 'cancelled' || chosen === 'shipped') && !choice) {
      setCancelFailure(null);
      setAsking(true);
      return;
    }
    setFailure(null);
    setSaved(null);
    try {
      await update.mutateAsync({ id: o.id, status: chosen, ...choice });
      setAsking(false);
      setSaved(`Order marked ${SELLER_ORDER_STATUS_LABELS[chosen]}`);
      setChosen('');
    } catch (error) {
      if (choice) setCancelFailure(messageOf(error));
      else setFailure(`Failed to update order status: ${messageOf(error)}`);
    }
  };

  // Out for delivery at once; a failed attempt asks why first, and the shopper reads the reason.
  const recordParcelEvent = async (attempt?: AttemptFailedChoice) => {
    setFailure(null);
    setSaved(null);
    try {
      await record.mutateAsync(
        attempt ? { id: o.id, event: 'attempt_failed', ...attempt } : { id: o.id, event: 'out_for_delivery' },
      );
      setReportingAttempt(false);
      setSaved(attempt ? 'Failed delivery attempt recorded' : 'Parcel marked out for delivery');
    } catch (error) {
      if (attempt) setAttemptFailure(messageOf(error));
      else setFailure(messageOf(error));
    }
  };

  // How the returned parcel came back: in good condition its items go back in stock.
  const checkReturnedParcel = async (condition: ReturnCondition) => {
    setFailure(null);
    setSaved(null);
    try {
      await returnCheck.mutateAsync({ id: o.id, condition });
      setCheckingReturn(false);
      setSaved(`Returned parcel checked: ${RETURN_CHECKED_OUTCOMES[condition]}`);
    } catch (error) {
      setReturnFailure(messageOf(error));
    }
  };

  return (
    <section>
      <p className="mb-2">
        <Link to="/seller/orders">← Back to orders</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0">Order {o.orderNumber}</h1>
        <OrderStatusPill status={o.status} />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <span className="text-muted">Placed {formatShopTime(o.createdAt, 'date-time')}</span>
        {!awaiting && o.status !== 'cancelled' && (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={`/api/seller/orders/${encodeURIComponent(o.id)}/packing-slip.pdf`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Print packing slip
          </a>
        )}
      </div>
      {awaiting && (
        <div className="alert alert-secondary seller-order-unconfirmed-note" role="note" data-testid="not-confirmed">
          <strong>{NOT_CONFIRMED_NOTE}</strong>
          <div className="small">
            The shopper has not confirmed this cash-on-delivery order yet. You will be told when it is confirmed; an
            order not confirmed in time is cancelled by the shop.
          </div>
        </div>
      )}
      {o.status === 'cancelled' && (
        <p className="text-danger" data-testid="cancelled-by">
          {cancelledByLine(o.cancelledBy, o.cancelReason, 'shop')}
        </p>
      )}

      {(o.shipment || o.parcelEvents.length > 0) && (
        <div className="mb-3">
          {o.shipment && <ShipmentLine shipment={o.shipment} />}
          <ParcelTimeline events={o.parcelEvents} />
          {o.returnCheck && <ReturnCheckLine check={o.returnCheck} />}
        </div>
      )}

      <ol className="seller-timeline mb-4" aria-label="Order progress">
        {timeline.map((step) => (
          <li key={step.step} className={step.reached ? 'reached' : ''}>
            {step.label}
            {step.at && <span className="small text-muted d-block">{formatShopTime(step.at, 'date-time')}</span>}
          </li>
        ))}
      </ol>

      <div className="card shadow-sm mb-4">
        <div className="card-body">
          <h2 className="h5">Update status</h2>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          {saved && (
            <div className="alert alert-success" role="status">
              {saved}
            </div>
          )}
          {returnToCheck ? (
            <div data-testid="returned-parcel">
              <h3 className="h6">Parcel returned to sender</h3>
              <p className="small text-muted">
                When the parcel is back with you, check it and say how it came back: in good condition its items go back
                in your stock.
              </p>
              <button
                type="button"
                className="btn btn-outline-accent"
                disabled={returnCheck.isPending}
                onClick={() => {
                  setReturnFailure(null);
                  setCheckingReturn(true);
                }}
              >
                Check returned parcel
              </button>
            </div>
          ) : next.length === 0 ? (
            <p className="mb-0 text-muted">
              This order is {SELLER_ORDER_STATUS_LABELS[o.status].toLowerCase()}: there is nothing more to do.
            </p>
          ) : (
            <div className="d-flex flex-wrap gap-2">
              <label htmlFor="seller-order-next-status" className="visually-hidden">
                New status
              </label>
              <select
                id="seller-order-next-status"
                className="form-select w-auto"
                value={chosen}
                onChange={(e) => setChosen(e.target.value as SellerOrderStatus | '')}
              >
                <option value="">Choose the next status</option>
                {next.map((status) => (
                  <option key={status} value={status}>
                    {SELLER_ORDER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-accent"
                disabled={!chosen || update.isPending}
                onClick={() => void save()}
              >
                {update.isPending ? 'Updating…' : 'Update Status'}
              </button>
            </div>
          )}
          {next.includes('cancelled') && (
            <p className="small text-muted mt-2 mb-0">Cancelling asks for a reason and puts the items back in stock.</p>
          )}
          {o.nextParcelEvents.length > 0 && (
            <div className="border-top pt-3 mt-3">
              <h3 className="h6">Delivery updates</h3>
              <div className="d-flex flex-wrap gap-2">
                {o.nextParcelEvents.includes('out_for_delivery') && (
                  <button
                    type="button"
                    className="btn btn-outline-accent"
                    disabled={record.isPending}
                    onClick={() => void recordParcelEvent()}
                  >
                    {record.isPending && record.variables.event === 'out_for_delivery'
                      ? 'Saving…'
                      : 'Mark out for delivery'}
                  </button>
                )}
                {o.nextParcelEvents.includes('attempt_failed') && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    disabled={record.isPending}
                    onClick={() => {
                      setAttemptFailure(null);
                      setReportingAttempt(true);
                    }}
                  >
                    Delivery attempt failed
                  </button>
                )}
              </div>
              <p className="small text-muted mt-2 mb-0">
                The shopper sees each update under the tracking number. Delivered and Refused at the door are the
                order&apos;s status, above.
              </p>
            </div>
          )}
          {checkingReturn && (
            <ReturnedParcelDialog
              busy={returnCheck.isPending}
              failure={returnFailure}
              onConfirm={(condition) => void checkReturnedParcel(condition)}
              onClose={() => setCheckingReturn(false)}
            />
          )}
          {reportingAttempt && (
            <AttemptFailedDialog
              busy={record.isPending}
              failure={attemptFailure}
              onConfirm={(attempt) => void recordParcelEvent(attempt)}
              onClose={() => setReportingAttempt(false)}
            />
          )}
          {asking && chosen === 'shipped' && (
            <ShipDialog
              title={`Ship order ${o.orderNumber}`}
              busy={update.isPending}
              failure={cancelFailure}
              onConfirm={(choice) => void save(choice)}
              onClose={() => setAsking(false)}
            />
          )}
          {asking && chosen === 'cancelled' && (
            <CancelDialog
              title={`Cancel order ${o.orderNumber}?`}
              canceller="seller"
              reasons={SELLER_CANCEL_REASONS}
              busy={update.isPending}
              failure={cancelFailure}
              onConfirm={(choice) => void save(choice)}
              onClose={() => setAsking(false)}
            />
          )}
        </div>
      </div>

      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <h2 className="h5">Your items</h2>
          <ul className="list-unstyled">
            {o.items.map((item) => (
              <li key={item.id} className="d-flex gap-3 align-items-center border-bottom py-2">
                <SafeImage src={item.image} alt="" width={48} height={48} className="seller-thumb" />
                <div className="flex-grow-1">
                  <div className="fw-semibold">{item.name}</div>
                  <div className="small text-muted">
                    {[
                      item.size && `Size ${item.size}`,
                      item.color && `Colour ${item.color}`,
                      `Qty ${item.quantity}`,
                      formatRupees(item.price),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <div className="fw-semibold">{formatRupees(item.total)}</div>
              </li>
            ))}
          </ul>
          <dl className="row small mb-0">
            <dt className="col-6">Items</dt>
            <dd className="col-6 text-end">{formatRupees(o.subtotal)}</dd>
            {o.discount > 0 && (
              <>
                <dt className="col-6">Discount</dt>
                <dd className="col-6 text-end">{formatRupees(-o.discount)}</dd>
              </>
            )}
            <dt className="col-6">Shipping</dt>
            <dd className="col-6 text-end">{formatRupees(o.shipping)}</dd>
            <dt className="col-6">Total (cash on delivery)</dt>
            <dd className="col-6 text-end fw-semibold">{formatRupees(o.total)}</dd>
          </dl>
        </div>
        <div className="col-12 col-lg-5">
          <h2 className="h5">Deliver to</h2>
          <address className="mb-0">
            <strong>{o.customerName}</strong>
            <CustomerSignal signal={o.customerSignal} />
            <br />
            {o.address}
            <br />
            {o.city}, {o.state} {o.zip}
            {o.landmark && (
              <>
                <br />
                Landmark: {o.landmark}
              </>
            )}
            <br />
            Phone: <a href={`tel:${o.customerPhone}`}>{o.customerPhone}</a>
            <br />
            E-mail: <a href={`mailto:${o.customerEmail}`}>{o.customerEmail}</a>
          </address>
          {o.deliveryInstructions && <p className="small mt-2">Instructions: {o.deliveryInstructions}</p>}
        </div>
      </div>
    </section>
  );
}
