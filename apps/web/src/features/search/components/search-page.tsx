import { formatCount } from '@onsale/core/numbers';
import { SEARCH_MAX_LENGTH, SEARCH_SORT_LABELS } from '@onsale/core/search-query';
import { SEARCH_TERM_REQUIRED } from '@onsale/core/storefront-texts';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { SortSelect } from '../../../components/ui/sort-select';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { SEARCH_PAGE_SIZE, searchAddress, searchParamsOf, useSearchProducts } from '../api/search-products';

function found(total: number, capped: boolean): string {
  if (capped) return `Found ${formatCount(total)}+ sale products`;
  return total === 1 ? 'Found 1 sale product' : `Found ${formatCount(total)} sale products`;
}

export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const where = searchParamsOf(params);
  const { term, page } = where;
  const query = useSearchProducts(where);
  // A search the shop refuses (too long, unreadable) says why in the shopper's words, with nothing to retry.
  const refused = query.error instanceof ApiRequestError && query.error.status === 400;
  const corrected = query.data?.correctedQuery;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A blank search is ignored: the shopper stays where they are.
    if (next === '') return;
    void navigate(searchAddress({ term: next }));
  }

  return (
    <div className="container page-container">
      <div className="page-heading">
        <h1 className="page-title">{term ? <>Results for “{term}”</> : 'Search sale products'}</h1>
      </div>
      <form role="search" className="search-page-form mb-4" onSubmit={submit} key={term}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search sale products
        </label>
        <div className="input-group input-group-lg">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="form-control"
            defaultValue={term}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search by name, brand or category"
          />
          <button type="submit" className="btn btn-accent d-flex align-items-center gap-2">
            <SearchIcon size={20} />
            Search
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {term === '' ? (
          <EmptyState message={SEARCH_TERM_REQUIRED} />
        ) : query.isPending ? (
          <p className="text-body-secondary">Searching…</p>
        ) : refused ? (
          <EmptyState message={messageOf(query.error)} />
        ) : query.isError ? null : query.data.total === 0 ? (
          <EmptyState message="No sale products found matching your search." />
        ) : (
          <>
            {corrected !== undefined && (
              <p className="mb-1" data-testid="corrected-query">
                Showing results for <strong>{corrected}</strong>.{' '}
                <Link to={searchAddress({ term, exact: true })}>Search instead for “{term}”</Link>
              </p>
            )}
            <p className="text-body-secondary mb-3">{found(query.data.total, query.data.totalCapped)}</p>
          </>
        )}
      </div>
      {term !== '' && query.isPending && <ProductGridSkeleton count={8} label="Searching" />}
      {query.isError && !refused && (
        <ErrorState
          message={`Failed to search products: ${messageOf(query.error)}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && query.data.data.length > 0 && (
        <div className={query.isPlaceholderData ? 'is-refreshing' : undefined}>
          <div className="list-toolbar">
            <SortSelect
              id={`${id}-sort`}
              value={where.sort}
              labels={SEARCH_SORT_LABELS}
              onChange={(sort) =>
                void navigate(searchAddress({ ...where, page: 1, sort }), { preventScrollReset: true })
              }
            />
          </div>
          <ProductGrid headed products={query.data.data} showKeywords eagerCount={4} label="Search results" />
          <Pagination
            page={page}
            pageCount={Math.ceil(query.data.total / SEARCH_PAGE_SIZE)}
            linkTo={(p) => searchAddress({ ...where, page: p })}
            label="Result pages"
          />
        </div>
      )}
    </div>
  );
}
