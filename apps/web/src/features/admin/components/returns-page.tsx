import { RETURN_LIST_FILTERS, type ReturnListFilter } from '@onsale/core/contracts/returns';
import { countOf } from '@onsale/core/plural';
import { Link } from 'react-router';
import { useListParams } from '../../../components/ui/list-page';
import {
  ReturnDue,
  ReturnItemCell,
  returnListFilterOf,
  ReturnRequestCell,
  ReturnStatusBadge,
} from '../../../components/ui/return-handling';
import { EmptyState } from '../../../components/ui/status-messages';
import { useAdminReturns } from '../api/get-admin-returns';
import { formatDate } from './format';
import { AdminListTable, FilterPills } from './list-controls';
import { PageHeader } from './page-header';

const FILTER_LABELS: Record<ReturnListFilter, string> = {
  open: 'Open',
  past_due: 'Past due',
  escalated: 'Escalated',
  all: 'All',
};

const EMPTY: Record<ReturnListFilter, string> = {
  open: 'No returns to handle.',
  past_due: 'No refunds past due.',
  escalated: 'No escalated returns to decide.',
  all: 'No returns yet.',
};

/**
 * /admin/returns: every seller's returns, the open ones first; the escalated rejections for OnSale
 * to decide and the refunds past their due day (marked) a pill away.
 */
export function ReturnsPage() {
  const { params, page, link } = useListParams();
  const filter = returnListFilterOf(params.get('filter'), RETURN_LIST_FILTERS);
  const returns = useAdminReturns({ filter, page });

  return (
    <>
      <PageHeader title="Returns">
        {returns.data && returns.data.total > 0 && (
          <span className="text-muted small">{countOf(returns.data.total, 'return')}</span>
        )}
      </PageHeader>
      <FilterPills
        values={RETURN_LIST_FILTERS}
        current={filter}
        param="filter"
        link={link}
        labelOf={(value) => FILTER_LABELS[value]}
        byDefault="open"
        className="mb-3"
      />
      <AdminListTable
        query={returns}
        loadingLabel="Loading returns…"
        empty={<EmptyState message={EMPTY[filter]} />}
        head={
          <>
            <th scope="col">Return</th>
            <th scope="col">Item</th>
            <th scope="col">Request</th>
            <th scope="col">Seller and customer</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            {/* (positioned: the hidden word stays inside the scrolling table, not past a phone's screen) */}
            <th scope="col" className="text-end position-relative">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(ret) => (
          <tr key={ret.id} className={ret.pastDue ? 'return-past-due' : undefined} data-testid="admin-return-row">
            <td className="text-nowrap">
              <div className="fw-semibold">{ret.number}</div>
              <div className="small text-muted">{formatDate(ret.requestedAt)}</div>
            </td>
            <td>
              <ReturnItemCell ret={ret} />
            </td>
            <td>
              <ReturnRequestCell ret={ret} />
            </td>
            <td>
              <div>{ret.sellerName}</div>
              <div className="small text-muted">{ret.customerName}</div>
            </td>
            <td>
              <ReturnStatusBadge ret={ret} />
            </td>
            <td>
              <ReturnDue ret={ret} />
            </td>
            <td className="text-end">
              <Link
                to={`/admin/returns/${ret.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={`View return ${ret.number}`}
              >
                View
              </Link>
            </td>
          </tr>
        )}
      />
    </>
  );
}
