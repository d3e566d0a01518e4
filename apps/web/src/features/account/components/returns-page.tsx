import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import { Link } from 'react-router';
import { ReturnStatusBadge } from '../../../components/ui/return-handling';
import { SafeImage } from '../../../components/ui/safe-image';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useReturns } from '../api/get-returns';
import './returns.css';

/** My Returns: every return asked for, newest first, each with its status and what it gives back. */
export function ReturnsPage() {
  const { data: returns, isPending, isError, error, refetch } = useReturns();
  return (
    <div className="container py-4 account-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="page-title mb-0">My Returns</h1>
        <Link to="/account/credit" className="btn btn-outline-accent">
          OnSale Credit
        </Link>
      </div>
      {isPending ? (
        <LoadingState label="Loading your returns…" />
      ) : isError ? (
        <ErrorState error={error} message="Failed to load your returns" onRetry={() => void refetch()} />
      ) : returns.length === 0 ? (
        <EmptyState message="You have not returned anything.">
          <p className="text-body-secondary">
            To return or exchange an item of a delivered order, open the order in <Link to="/orders">My Orders</Link>.
          </p>
        </EmptyState>
      ) : (
        <ul className="list-unstyled">
          {returns.map((request) => (
            <li key={request.id} className="card mb-3" data-testid="return-row">
              <div className="card-body d-flex flex-wrap align-items-center gap-3">
                <SafeImage
                  src={request.item.image}
                  alt=""
                  width={56}
                  height={56}
                  className="rounded object-fit-cover"
                />
                <div className="flex-grow-1">
                  <p className="fw-semibold mb-1">
                    <Link to={`/account/returns/${request.id}`}>Return {request.number}</Link>
                  </p>
                  <p className="small mb-0">
                    {request.quantity} × {request.item.name}
                    {request.item.size && ` · Size ${request.item.size}`}
                  </p>
                  <p className="text-muted small mb-0">
                    Asked on {formatShopTime(request.requestedAt, 'date')} · {request.wantsLabel}
                  </p>
                </div>
                <ReturnStatusBadge ret={request} />
                {request.wants !== 'exchange' && <span className="fw-semibold">{formatRupees(request.amount)}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
