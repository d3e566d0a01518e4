import { formatCount } from '@onsale/core/numbers';
import { SEARCH_MAX_LENGTH, SEARCH_SORT_LABELS } from '@onsale/core/search-query';
import { SEARCH_TERM_REQUIRED } from '@onsale/core/storefront-texts';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { FiltersPanel, ProductFiltersForm, type ListFilters } from '../../../components/ui/product-filters';
import { SortSelect } from '../../../components/ui/sort-select';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { activeFilterCount } from '../../../lib/catalogue/product-filters';
import { useSearchFilters } from '../api/search-filters';
import { filtersOf, SEARCH_PAGE_SIZE, searchAddress, searchParamsOf, useSearchProducts } from '../api/search-products';
import { filterOptionsOf } from '../utils/filter-options';

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
  const counts = useSearchFilters(refused ? '' : term, where.exact);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = activeFilterCount(filtersOf(where));
  const total = query.data?.total ?? 0;

  // Any change of the filters starts again from the first page; the words, sort and spelling stay.
  const update = (change: Partial<ListFilters>) =>
    void navigate(searchAddress({ ...where, ...change, page: 1 }), { preventScrollReset: true });
  const clear = () =>
    void navigate(searchAddress({ term, exact: where.exact, sort: where.sort }), { preventScrollReset: true });
  const showFilters = term !== '' && !refused;
  const filterForm = (
    <ProductFiltersForm
      filters={filtersOf(where)}
      {...filterOptionsOf(counts.data)}
      activeCount={activeCount}
      onChange={update}
      onClear={clear}
    />
  );

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
      <div className="row g-4">
        {showFilters && (
          <aside className="col-lg-3 d-none d-lg-block" aria-label="Filters">
            <h2 className="h6 text-uppercase letter-spaced mb-3">Filters</h2>
            {filterForm}
          </aside>
        )}
        <div className={showFilters ? 'col-lg-9' : 'col-12'}>
          <div role="status" aria-live="polite">
            {term === '' ? (
              <EmptyState message={SEARCH_TERM_REQUIRED} />
            ) : query.isPending ? (
              <p className="text-body-secondary">Searching…</p>
            ) : refused ? (
              <EmptyState message={messageOf(query.error)} />
            ) : query.isError ? null : query.data.total === 0 ? (
              <EmptyState message="No sale products found matching your search.">
                {activeCount > 0 && (
                  <button type="button" className="btn btn-outline-accent" onClick={clear}>
                    Clear filters
                  </button>
                )}
              </EmptyState>
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
              error={query.error}
              message={`Failed to search products: ${messageOf(query.error)}`}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
          {showFilters && query.data && (query.data.data.length > 0 || activeCount > 0) && (
            <div className="list-toolbar">
              <button
                type="button"
                className="btn btn-outline-secondary d-lg-none text-nowrap"
                onClick={() => setFiltersOpen(true)}
              >
                Filters{activeCount > 0 ? ` (${activeCount})` : ''}
              </button>
              {query.data.data.length > 0 && (
                <SortSelect
                  id={`${id}-sort`}
                  value={where.sort}
                  labels={SEARCH_SORT_LABELS}
                  onChange={(sort) =>
                    void navigate(searchAddress({ ...where, page: 1, sort }), { preventScrollReset: true })
                  }
                />
              )}
            </div>
          )}
          {query.data && query.data.data.length > 0 && (
            <div className={query.isPlaceholderData ? 'is-refreshing' : undefined} aria-busy={query.isPlaceholderData}>
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
      </div>
      {showFilters && (
        <FiltersPanel show={filtersOpen} onHide={() => setFiltersOpen(false)} total={total} updating={query.isFetching}>
          {filterForm}
        </FiltersPanel>
      )}
    </div>
  );
}
