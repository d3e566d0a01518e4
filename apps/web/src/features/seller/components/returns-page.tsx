import type { ReturnListFilter } from '@onsale/core/contracts/returns';
import { Link } from 'react-router';
import { ListTable, useListParams } from '../../../components/ui/list-page';
import { ReturnListHead, returnListFilterOf, ReturnListRow } from '../../../components/ui/return-handling';
import { EmptyState } from '../../../components/ui/status-messages';
import { useSellerReturns } from '../api/get-seller-returns';
import { NotApprovedNotice } from './not-approved-notice';
import { useSeller } from './seller-context';

/** The seller's tabs: the open returns first (the default), those whose refund is past due, and every one. */
const TABS: { filter: ReturnListFilter; label: string }[] = [
  { filter: 'open', label: 'Open' },
  { filter: 'past_due', label: 'Past due' },
  { filter: 'all', label: 'All' },
];

/** /seller/returns: the returns of this seller's items, to answer, receive, inspect and exchange. */
export function ReturnsPage() {
  const { approved } = useSeller();
  const { params, page, link, pageLink } = useListParams();
  const filter = returnListFilterOf(
    params.get('filter'),
    TABS.map((tab) => tab.filter),
  );
  const returns = useSellerReturns({ filter, page }, approved);

  if (!approved) {
    return (
      <section>
        <h1 className="h3 mb-3">Returns</h1>
        <NotApprovedNotice what="Returns" />
      </section>
    );
  }

  return (
    <section>
      <h1 className="h3 mb-3">Returns</h1>
      <ul className="nav nav-tabs mb-3">
        {TABS.map((tab) => (
          <li key={tab.filter} className="nav-item">
            <Link
              to={link({ filter: tab.filter === 'open' ? undefined : tab.filter, page: undefined })}
              className={`nav-link ${filter === tab.filter ? 'active' : ''}`}
              aria-current={filter === tab.filter ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>

      <ListTable
        query={returns}
        loadingLabel="Loading returns…"
        errorMessage="Failed to load returns"
        empty={<EmptyState message="No returns to handle." />}
        pages={{ page, linkTo: pageLink, label: 'Return pages' }}
        head={<ReturnListHead />}
        row={(ret) => (
          <ReturnListRow key={ret.id} ret={ret} href={`/seller/returns/${ret.id}`} testId="seller-return-row" />
        )}
      />
    </section>
  );
}
