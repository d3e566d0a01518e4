import type { AdminSellerOrder } from '@onsale/core/contracts/admin';
import { formatRupees } from '@onsale/core/money';
import { ORDER_STATUS_LABELS } from '@onsale/core/order-status';
import { nextSellerOrderStatuses, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import { ADMIN_CANCEL_REASONS, cancelledByLine } from '@onsale/core/cancellation';
import { CASH_COLLECTABLE_STATUSES, PART_PAYMENT_STATUS_LABELS } from '@onsale/core/part-payment';
import type { ReturnCondition } from '@onsale/core/parcel-events';
import { useId, useState } from 'react';
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
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useAdminOrder } from '../api/get-admin-order';
import { useCheckReturnedParcel } from '../api/check-returned-parcel';
import { useSetSellerOrderStatus } from '../api/set-seller-order-status';
import { useRecordCashCollected } from '../api/record-cash-collected';
import { useRecordParcelEvent } from '../api/record-parcel-event';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from './format';
import { StatusBadge } from './orders-page';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

/** The part's cash: its status, and the button that records it collected while that is allowed. */
function PartPayment({
  orderId,
  part,
  onChanged,
  onFailed,
}: {
  orderId: string;
  part: AdminSellerOrder;
  onChanged: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const record = useRecordCashCollected();
  const collectable =
    part.paymentStatus === 'pending' && (CASH_COLLECTABLE_STATUSES as readonly string[]).includes(part.status);
  const submit = async () => {
    try {
      await record.mutateAsync({ orderId, sellerOrderId: part.id });
      onChanged(`${part.sellerName}: cash collected`);
    } catch (error) {
      onFailed(messageOf(error));
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-3" data-testid="part-payment">
      <span>
        Cash to collect {formatRupees(part.cashToCollect)} · Payment:{' '}
        <strong>{PART_PAYMENT_STATUS_LABELS[part.paymentStatus]}</strong>
        {part.cashCollectedAt && ` on ${formatDateTime(part.cashCollectedAt)}`}
      </span>
      {collectable && (
        <button
          type="button"
          className="btn btn-sm btn-outline-success ms-auto"
          disabled={record.isPending}
          onClick={() => void submit()}
        >
          {record.isPending ? 'Saving…' : 'Record cash collected'}
        </button>
      )}
    </div>
  );
}

/**
 * The delivery updates an admin may record by hand for a shipped parcel: out for delivery, and a
 * failed attempt with its reason. Delivered and refused are the part's status.
 */
function ParcelEventButtons({
  part,
  onChanged,
  onFailed,
}: {
  part: AdminSellerOrder;
  onChanged: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const record = useRecordParcelEvent();
  const [reportingAttempt, setReportingAttempt] = useState(false);
  const [attemptFailure, setAttemptFailure] = useState<string | null>(null);
  if (part.nextParcelEvents.length === 0) return null;
  const submit = async (attempt?: AttemptFailedChoice) => {
    try {
      await record.mutateAsync(
        attempt
          ? { sellerOrderId: part.id, event: 'attempt_failed', ...attempt }
          : { sellerOrderId: part.id, event: 'out_for_delivery' },
      );
      setReportingAttempt(false);
      onChanged(
        `${part.sellerName}: ${attempt ? 'failed delivery attempt recorded' : 'parcel marked out for delivery'}`,
      );
    } catch (error) {
      if (attempt) setAttemptFailure(messageOf(error));
      else onFailed(messageOf(error));
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-3" data-testid="parcel-event-buttons">
      <span>Delivery update:</span>
      {part.nextParcelEvents.includes('out_for_delivery') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-accent"
          disabled={record.isPending}
          onClick={() => void submit()}
        >
          {record.isPending && record.variables.event === 'out_for_delivery' ? 'Saving…' : 'Mark out for delivery'}
        </button>
      )}
      {part.nextParcelEvents.includes('attempt_failed') && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={record.isPending}
          onClick={() => {
            setAttemptFailure(null);
            setReportingAttempt(true);
          }}
        >
          Delivery attempt failed
        </button>
      )}
      {reportingAttempt && (
        <AttemptFailedDialog
          busy={record.isPending}
          failure={attemptFailure}
          onConfirm={(attempt) => void submit(attempt)}
          onClose={() => setReportingAttempt(false)}
        />
      )}
    </div>
  );
}

/**
 * A parcel refused at the door comes back to its seller (or to OnSale, for its own items): an admin
 * may check it back in once, on the seller's behalf. In good condition its items go back in stock.
 */
function ReturnedParcel({ part, onChanged }: { part: AdminSellerOrder; onChanged: (message: string) => void }) {
  const check = useCheckReturnedParcel();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (part.status !== 'refused' || part.returnCheck !== null) return null;
  const submit = async (condition: ReturnCondition) => {
    try {
      await check.mutateAsync({ sellerOrderId: part.id, condition });
      setChecking(false);
      onChanged(`${part.sellerName}: returned parcel checked, ${RETURN_CHECKED_OUTCOMES[condition]}`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <div className="small mb-3" data-testid="returned-parcel">
      <div className="fw-semibold">Parcel returned to sender</div>
      <p className="text-muted mb-2">
        When the parcel is back with the seller, check it and say how it came back: in good condition its items go back
        in stock.
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline-accent"
        disabled={check.isPending}
        onClick={() => {
          setFailure(null);
          setChecking(true);
        }}
      >
        Check returned parcel
      </button>
      {checking && (
        <ReturnedParcelDialog
          busy={check.isPending}
          failure={failure}
          onConfirm={(condition) => void submit(condition)}
          onClose={() => setChecking(false)}
        />
      )}
    </div>
  );
}

function SellerOrderCard({
  orderId,
  part,
  onChanged,
  onFailed,
}: {
  orderId: string;
  part: AdminSellerOrder;
  onChanged: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const change = useSetSellerOrderStatus();
  const next = nextSellerOrderStatuses(part.status);
  const [to, setTo] = useState<SellerOrderStatus | ''>('');
  const selectId = useId();
  const [asking, setAsking] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const submit = async (choice?: CancelChoice | ShipChoice) => {
    if (!to) return;
    // A cancel asks why first: the shopper is told that OnSale cancelled, and the reason. Shipped
    // asks for the courier and tracking number.
    if ((to === 'cancelled' || to === 'shipped') && !choice) {
      setCancelFailure(null);
      setAsking(true);
      return;
    }
    try {
      await change.mutateAsync({ sellerOrderId: part.id, status: to, ...choice });
      setTo('');
      setAsking(false);
      onChanged(`${part.sellerName}: ${ORDER_STATUS_LABELS[to]}`);
    } catch (error) {
      if (choice) setCancelFailure(messageOf(error));
      else onFailed(`Failed to update order status: ${messageOf(error)}`);
    }
  };
  return (
    <div className="card shadow-sm mb-3">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <strong>{part.sellerName}</strong> <StatusBadge status={part.status} />
        <span className="small text-muted ms-auto">Updated {formatDateTime(part.updatedAt)}</span>
      </div>
      <div className="card-body">
        {part.status === 'cancelled' && (
          <p className="small text-danger mb-2">{cancelledByLine(part.cancelledBy, part.cancelReason, 'shop')}</p>
        )}
        {asking && to === 'shipped' && (
          <ShipDialog
            title={`Ship the items from ${part.sellerName}`}
            busy={change.isPending}
            failure={cancelFailure}
            onConfirm={(choice) => void submit(choice)}
            onClose={() => setAsking(false)}
          />
        )}
        {(part.shipment || part.parcelEvents.length > 0) && (
          <div className="mb-2">
            {part.shipment && <ShipmentLine shipment={part.shipment} />}
            <ParcelTimeline events={part.parcelEvents} />
            {part.returnCheck && <ReturnCheckLine check={part.returnCheck} />}
          </div>
        )}
        {asking && to === 'cancelled' && (
          <CancelDialog
            title={`Cancel the items from ${part.sellerName}?`}
            canceller="admin"
            reasons={ADMIN_CANCEL_REASONS}
            busy={change.isPending}
            failure={cancelFailure}
            onConfirm={(choice) => void submit(choice)}
            onClose={() => setAsking(false)}
          />
        )}
        <table className="table table-sm mb-3">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {part.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  <div className="small text-muted">
                    {[item.brandName, item.size, item.color].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td>{item.quantity}</td>
                <td className="text-nowrap">{formatRupees(item.price)}</td>
                <td className="text-nowrap">{formatRupees(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="small mb-3">
          Subtotal {formatRupees(part.subtotal)} · Shipping {formatRupees(part.shipping)}
          {part.discount > 0 && ` · Discount ${formatRupees(-part.discount)}`}
        </div>
        <PartPayment orderId={orderId} part={part} onChanged={onChanged} onFailed={onFailed} />
        <ParcelEventButtons part={part} onChanged={onChanged} onFailed={onFailed} />
        <ReturnedParcel part={part} onChanged={onChanged} />
        {next.length === 0 ? (
          <p className="small text-muted mb-0">
            This seller order is {ORDER_STATUS_LABELS[part.status].toLowerCase()}: its status can no longer change.
          </p>
        ) : (
          <form
            className="d-flex gap-2 align-items-end"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div>
              <label htmlFor={selectId} className="form-label small">
                Change status for the seller
              </label>
              <select
                id={selectId}
                className="form-select form-select-sm"
                value={to}
                onChange={(e) => setTo(e.target.value as SellerOrderStatus | '')}
              >
                <option value="">Choose…</option>
                {next.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-sm btn-accent" disabled={!to || change.isPending}>
              {change.isPending ? 'Saving…' : 'Update'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const flash = useFlash();
  if (order.isPending) return <LoadingState label="Loading the order…" />;
  if (order.isError)
    return (
      <ErrorState
        error={order.error}
        message={messageOf(order.error)}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  const o = order.data;
  return (
    <>
      <PageHeader title={`Order ${o.number}`}>
        <span className="me-auto">
          <StatusBadge status={o.status} />
        </span>
        <Link to="/admin/orders" className="btn btn-sm btn-outline-secondary">
          All orders
        </Link>
      </PageHeader>
      <FlashMessages flash={flash} />
      <div className="row g-3">
        <div className="col-12 col-lg-8">
          {o.sellerOrders.map((part) => (
            <SellerOrderCard key={part.id} orderId={o.id} part={part} onChanged={flash.succeed} onFailed={flash.fail} />
          ))}
        </div>
        <div className="col-12 col-lg-4">
          <div className="card shadow-sm mb-3">
            <div className="card-body small">
              <h2 className="h6">Customer</h2>
              <div>{o.customerName}</div>
              <div>{o.customerEmail}</div>
              <div>{o.customerPhone}</div>
              <div className="mt-2">
                {o.address}, {o.city}, {o.state} {o.zip}
              </div>
            </div>
          </div>
          {o.phoneRecord && (
            <div className="card shadow-sm mb-3">
              <div className="card-body small">
                <h2 className="h6">Phone record</h2>
                <dl className="row mb-0">
                  <dt className="col-7">Phone</dt>
                  <dd className="col-5 text-end">{o.phoneRecord.phone}</dd>
                  <dt className="col-7">Orders</dt>
                  <dd className="col-5 text-end">{o.phoneRecord.orders}</dd>
                  <dt className="col-7">Confirmed</dt>
                  <dd className="col-5 text-end">{o.phoneRecord.confirmed}</dd>
                  <dt className="col-7">Delivered</dt>
                  <dd className="col-5 text-end">{o.phoneRecord.delivered}</dd>
                  <dt className="col-7">Refusals in 90 days</dt>
                  <dd className="col-5 text-end">{o.phoneRecord.refusalsIn90Days}</dd>
                </dl>
                {o.phoneRecord.lastRefusedAt && (
                  <div className="text-muted mt-1">Last refused {formatDateTime(o.phoneRecord.lastRefusedAt)}</div>
                )}
              </div>
            </div>
          )}
          <div className="card shadow-sm">
            <div className="card-body small">
              <h2 className="h6">Totals</h2>
              <div>Placed {formatDateTime(o.createdAt)}</div>
              <div>Payment: cash on delivery ({PART_PAYMENT_STATUS_LABELS[o.paymentStatus]})</div>
              <div>Subtotal {formatRupees(o.subtotal)}</div>
              <div>Shipping {formatRupees(o.shipping)}</div>
              {o.discount > 0 && (
                <div>
                  Discount {formatRupees(-o.discount)} {o.couponCode && `(${o.couponCode})`}
                </div>
              )}
              <div className="fw-semibold">Total {formatRupees(o.total)}</div>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
