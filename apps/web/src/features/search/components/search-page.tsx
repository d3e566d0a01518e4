import { formatCount } from '@onsale/core/numbers';
import { SEARCH_TERM_REQUIRED } from '@onsale/core/storefront-texts';
import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { SEARCH_PAGE_SIZE, searchParamsOf, useSearchProducts } from '../api/search-products';

function found(total: number, capped: boolean): string {
  if (capped) return `Found ${formatCount(total)}+ sale products`;
  return total === 1 ? 'Found 1 sale product' : `Found ${formatCount(total)} sale products`;
}

export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const { term, page } = searchParamsOf(params);
  const query = useSearchProducts(term, page);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A blank search is ignored: the shopper stays where they are.
    if (next === '') return;
    void navigate(`/search?q=${encodeURIComponent(next)}`);
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
        ) : query.isError ? null : query.data.total === 0 ? (
          <EmptyState message="No sale products found matching your search." />
        ) : (
          <p className="text-body-secondary mb-3">{found(query.data.total, query.data.totalCapped)}</p>
        )}
      </div>
      {term !== '' && query.isPending && <ProductGridSkeleton count={8} label="Searching" />}
      {query.isError && (
        <ErrorState
          message={`Failed to search products: ${messageOf(query.error)}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && query.data.data.length > 0 && (
        <div className={query.isPlaceholderData ? 'is-refreshing' : undefined}>
          <ProductGrid headed products={query.data.data} showKeywords eagerCount={4} label="Search results" />
          <Pagination
            page={page}
            pageCount={Math.ceil(query.data.total / SEARCH_PAGE_SIZE)}
            linkTo={(p) => `/search?${new URLSearchParams({ q: term, ...(p > 1 ? { page: String(p) } : {}) })}`}
            label="Result pages"
          />
        </div>
      )}
    </div>
  );
}
