import { RETURN_LIST_FILTERS, type ReturnListFilter } from '@onsale/core/contracts/returns';
import { countOf } from '@onsale/core/plural';
import { useListParams } from '../../../components/ui/list-page';
import { ReturnListHead, returnListFilterOf, ReturnListRow } from '../../../components/ui/return-handling';
import { EmptyState } from '../../../components/ui/status-messages';
import { useAdminReturns } from '../api/get-admin-returns';
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
        head={<ReturnListHead withParties />}
        row={(ret) => (
          <ReturnListRow
            key={ret.id}
            ret={ret}
            href={`/admin/returns/${ret.id}`}
            testId="admin-return-row"
            withParties
          />
        )}
      />
    </>
  );
}
