import { Link, useParams } from 'react-router';
import { ReturnDetails, ReturnStatusBadge } from '../../../components/ui/return-handling';
import { ReturnActions } from '../../../components/ui/return-handling-actions';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useActOnAdminReturn } from '../api/act-on-admin-return';
import { useAdminReturn } from '../api/get-admin-return';
import { PageHeader } from './page-header';

/**
 * /admin/returns/:returnId: a return as its seller sees it, with where the refund goes and the
 * shopper's escalation; the admin makes the seller's moves, decides an escalated rejection and
 * records a refund OnSale paid.
 */
export function ReturnDetailPage() {
  const { returnId = '' } = useParams();
  const ret = useAdminReturn(returnId);
  const act = useActOnAdminReturn();

  if (ret.isPending) return <LoadingState label="Loading return…" />;
  if (ret.isError) {
    const missing = ret.error instanceof ApiRequestError && ret.error.status === 404;
    return (
      <>
        <ErrorState
          error={ret.error}
          message={missing ? 'Return not found' : messageOf(ret.error)}
          onRetry={missing ? undefined : () => void ret.refetch()}
          retrying={ret.isFetching}
        />
        <Link to="/admin/returns">Back to returns</Link>
      </>
    );
  }

  const r = ret.data;
  return (
    <>
      <p className="small mb-2">
        <Link to="/admin/returns">← Returns</Link>
      </p>
      <PageHeader title={`Return ${r.number}`}>
        <ReturnStatusBadge ret={r} />
      </PageHeader>
      <p className="text-muted">
        {r.customerName} · {r.sellerName} · from <Link to={`/admin/orders/${r.orderId}`}>order {r.orderNumber}</Link>
      </p>
      <ReturnActions ret={r} act={(body) => act.mutateAsync({ id: r.id, body })} busy={act.isPending} />
      <ReturnDetails ret={r} />
    </>
  );
}
