import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';
import { VerifyEmailNotice } from './verify-email-notice';

/** My Orders: newest first, with a refresh button, each order's badge, Track Order and View Details. */
export function OrdersPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isFetching } = useOrders(page);
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="container py-4 account-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="page-title mb-0">My Orders</h1>
        <button type="button" className="btn btn-outline-accent" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <VerifyEmailNotice />
      {isPending ? (
        <LoadingState label="Loading your orders…" />
      ) : isError ? (
        <ErrorState error={error} message="Failed to load orders" onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState message="You haven't placed any orders yet.">
          <Link to="/" className="btn btn-accent">
            Start shopping
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="list-unstyled order-list">
            {data.data.map((order) => (
              <li key={order.id} className="card mb-3" data-testid="order-row">
                <div className="card-body d-flex flex-wrap align-items-center gap-3">
                  <div className="flex-grow-1">
                    <p className="fw-semibold mb-1">Order {order.number}</p>
                    <p className="text-muted small mb-0">
                      Placed on {formatShopTime(order.createdAt, 'date-time')} · {order.itemCount}{' '}
                      {order.itemCount === 1 ? 'item' : 'items'}
                    </p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                  <span className="fw-semibold">{formatRupees(order.total)}</span>
                  <div className="d-flex gap-2">
                    <Link to={`/order/${order.id}#tracking`} className="btn btn-sm btn-outline-accent">
                      Track Order
                    </Link>
                    <Link to={`/order/${order.id}`} className="btn btn-sm btn-accent">
                      View Details
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav aria-label="Order pages" className="d-flex justify-content-center gap-2">
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </button>
              <span className="align-self-center small">
                Page {page} of {lastPage}
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={page >= lastPage}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
