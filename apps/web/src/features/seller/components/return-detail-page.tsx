import { Link, useParams } from 'react-router';
import { ReturnDetails, ReturnStatusBadge } from '../../../components/ui/return-handling';
import { ReturnActions } from '../../../components/ui/return-handling-actions';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError } from '../../../lib/api-client';
import { useActOnSellerReturn } from '../api/act-on-seller-return';
import { useSellerReturn } from '../api/get-seller-return';
import { NotApprovedNotice } from './not-approved-notice';
import { useSeller } from './seller-context';

/** /seller/returns/:returnId: a return of one of this seller's items, what the shopper sent, and the next step. */
export function ReturnDetailPage() {
  const { approved } = useSeller();
  const { returnId = '' } = useParams();
  const ret = useSellerReturn(returnId, approved);
  const act = useActOnSellerReturn();

  if (!approved) return <NotApprovedNotice what="Returns" />;
  if (ret.isPending) return <LoadingState label="Loading return…" />;
  if (ret.isError) {
    const missing = ret.error instanceof ApiRequestError && ret.error.status === 404;
    return (
      <div>
        <ErrorState
          message={missing ? 'Return not found' : 'Failed to load the return'}
          onRetry={missing ? undefined : () => void ret.refetch()}
          retrying={ret.isFetching}
        />
        <Link to="/seller/returns">Back to returns</Link>
      </div>
    );
  }

  const r = ret.data;
  return (
    <section>
      <p className="mb-2">
        <Link to="/seller/returns">← Back to returns</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h3 mb-0">Return {r.number}</h1>
        <ReturnStatusBadge ret={r} />
      </div>
      <p className="text-muted mb-3">
        {r.customerName} · from <Link to={`/seller/orders/${r.sellerOrderId}`}>order {r.orderNumber}</Link>
      </p>
      <ReturnActions ret={r} act={(body) => act.mutateAsync({ id: r.id, body })} busy={act.isPending} />
      <ReturnDetails ret={r} />
    </section>
  );
}
