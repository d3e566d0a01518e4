import type { AwaitingConfirmation } from '@onsale/core/contracts/order-confirmation';
import { formatRupees } from '@onsale/core/money';
import {
  CONFIRMATION_OUTCOME_LABELS,
  CONFIRMATION_OUTCOMES,
  type ConfirmationOutcome,
} from '@onsale/core/order-confirmation';
import { countOf } from '@onsale/core/plural';
import { NO_AWAITING_CONFIRMATIONS } from '@onsale/core/storefront-texts';
import { Link } from 'react-router';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { ListStates } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useOrderConfirmations } from '../api/get-order-confirmations';
import { useRecordConfirmationOutcome } from '../api/record-confirmation-outcome';
import { formatDateTime } from './format';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

/** What the admin is told once an outcome is recorded. */
function outcomeMessage(number: string, outcome: ConfirmationOutcome, calls: number): string {
  switch (outcome) {
    case 'confirmed_by_phone':
      return `Order ${number} is confirmed: its sellers can pack it`;
    case 'no_answer':
      return `No answer for order ${number}: ${countOf(calls, 'call')} without an answer so far`;
    case 'fake_order':
      return `Order ${number} is cancelled as a fake order`;
    case 'buyer_cancelled':
      return `Order ${number} is cancelled: the shopper did not want it`;
  }
}

const BUTTON_TONE: Record<ConfirmationOutcome, string> = {
  confirmed_by_phone: 'btn-success',
  no_answer: 'btn-outline-secondary',
  fake_order: 'btn-outline-danger',
  buyer_cancelled: 'btn-outline-danger',
};

/** Outcomes that cancel the whole order: asked before they are recorded. */
const CANCELS: readonly ConfirmationOutcome[] = ['fake_order', 'buyer_cancelled'];

type Asked = { order: AwaitingConfirmation; outcome: ConfirmationOutcome };

/**
 * /admin/confirmations: the cash-on-delivery orders awaiting their shopper's confirmation, oldest
 * first, to confirm by phone. Each shows who to call and the phone's record; the admin records
 * what came of the call, and a confirmed or cancelled order leaves the list.
 */
export function OrderConfirmationsPage() {
  const orders = useOrderConfirmations();
  const record = useRecordConfirmationOutcome();
  const flash = useFlash();
  const cancel = useConfirm<Asked>(messageOf);

  const send = async ({ order, outcome }: Asked) => {
    const answer = await record.mutateAsync({ orderId: order.orderId, outcome });
    flash.succeed(outcomeMessage(order.number, outcome, answer.calls));
  };

  const choose = async (asked: Asked) => {
    if (CANCELS.includes(asked.outcome)) return cancel.ask(asked);
    try {
      await send(asked);
    } catch (error) {
      flash.fail(messageOf(error));
      // Confirmed or cancelled meanwhile (by its link, by another admin): the list shows it gone.
      if (error instanceof ApiRequestError && error.status === 409) void orders.refetch();
    }
  };

  return (
    <>
      <PageHeader title="Order confirmations">
        {orders.data && orders.data.length > 0 && (
          <span className="text-muted small">{countOf(orders.data.length, 'order')} awaiting confirmation</span>
        )}
      </PageHeader>
      <p className="text-muted small">
        Cash-on-delivery orders whose shoppers have not confirmed them yet, oldest first. Sellers do not pack them until
        they are confirmed; one still awaiting at its due time is cancelled.
      </p>
      <FlashMessages flash={flash} />
      <ListStates
        query={orders}
        loadingLabel="Loading orders awaiting confirmation…"
        empty={<EmptyState message={NO_AWAITING_CONFIRMATIONS} />}
      >
        {(list) => (
          <ul className="list-unstyled confirmation-list mb-0">
            {list.data.map((order) => (
              <ConfirmationRow
                key={order.orderId}
                order={order}
                busy={record.isPending && record.variables.orderId === order.orderId}
                listedAt={orders.dataUpdatedAt}
                onOutcome={(outcome) => void choose({ order, outcome })}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {cancel.item && (
        <ConfirmDialog
          title={`${CONFIRMATION_OUTCOME_LABELS[cancel.item.outcome]}: cancel order ${cancel.item.order.number}?`}
          confirmLabel="Cancel the order"
          busyLabel="Cancelling…"
          busy={record.isPending}
          failure={cancel.failure}
          onConfirm={() => void cancel.confirm(send)}
          onClose={cancel.close}
        >
          <p className="mb-0">
            Every seller&apos;s part of the order is cancelled and its items go back in stock. The shopper is told by
            e-mail.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function ConfirmationRow({
  order,
  busy,
  listedAt,
  onOutcome,
}: {
  order: AwaitingConfirmation;
  busy: boolean;
  /** when the list was read (ms): an order due before then is shown overdue */
  listedAt: number;
  onOutcome: (outcome: ConfirmationOutcome) => void;
}) {
  const overdue = order.confirmationDueAt !== null && Date.parse(order.confirmationDueAt) < listedAt;
  const record = order.phoneRecord;
  return (
    <li className="card shadow-sm confirmation-row" data-testid="awaiting-confirmation-row">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
          <h2 className="h6 mb-0">
            <Link to={`/admin/orders/${order.orderId}`}>Order {order.number}</Link>
          </h2>
          <span className="fw-semibold">
            {formatRupees(order.total)}{' '}
            <span className="fw-normal text-muted small">· {countOf(order.itemCount, 'item')}</span>
          </span>
        </div>
        <div className="row g-3 small mb-3">
          <div className="col-md-4">
            <div className="text-muted">Customer</div>
            <div className="fw-semibold">{order.customerName}</div>
            <a href={`tel:${order.phone}`} className="fs-6 fw-semibold text-nowrap">
              {order.phone}
            </a>
            <div className="text-muted text-break">{order.email}</div>
          </div>
          <dl className="col-md-8 confirmation-facts mb-0">
            <div>
              <dt>Phone&apos;s record</dt>
              <dd data-testid="phone-record">
                {countOf(record.orders, 'order')} · {record.confirmed} confirmed · {record.delivered} delivered
              </dd>
            </div>
            <div>
              <dt>Placed</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
            </div>
            <div>
              <dt>Due</dt>
              <dd className={overdue ? 'text-danger fw-semibold' : undefined}>
                {order.confirmationDueAt ? formatDateTime(order.confirmationDueAt) : '—'}
              </dd>
            </div>
            <div>
              <dt>Sellers</dt>
              <dd>{order.sellers.join(', ')}</dd>
            </div>
            <div>
              <dt>Calls</dt>
              <dd data-testid="calls">
                {order.calls === 0 ? 'Not called yet' : `${countOf(order.calls, 'call')} without an answer`}
                {order.lastCalledAt && (
                  <span className="d-block text-muted">last {formatDateTime(order.lastCalledAt)}</span>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={`What came of the call about ${order.number}`}>
          {CONFIRMATION_OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={`btn btn-sm ${BUTTON_TONE[outcome]}`}
              disabled={busy}
              onClick={() => onOutcome(outcome)}
            >
              {CONFIRMATION_OUTCOME_LABELS[outcome]}
            </button>
          ))}
        </div>
      </div>
    </li>
  );
}
