import { countOf } from '@onsale/core/plural';
import { PRODUCT_SORT_LABELS } from '@onsale/core/product-sorts';
import { CATEGORY_NOT_FOUND } from '@onsale/core/storefront-texts';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { FiltersPanel, ProductFiltersForm } from '../../../components/ui/product-filters';
import { SortSelect } from '../../../components/ui/sort-select';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useBrands } from '../../../lib/catalogue/get-brands';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { CATEGORY_PAGE_SIZE, useCategoryPage } from '../api/get-category-page';
import { useCategoryFilters } from '../hooks/use-category-filters';
import { categorySlugOf } from '../utils/category-address';
import { sizeOptions } from '../utils/size-options';
import { SubcategoryChips } from './subcategory-chips';

const showing = (total: number): string => `Showing ${countOf(total, 'product')}`;

export function CategoryPage() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const tree = useCategories();
  // "/category/Women" and "/category/Ready to Wear" name a category: its page lives at its slug.
  const canonical = tree.data ? categorySlugOf(slug, tree.data) : null;
  if (canonical !== null && canonical !== slug) return <Navigate to={`/category/${canonical}${search}`} replace />;
  return <CategoryProductsView slug={slug} />;
}

function CategoryProductsView({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const { filters, update, clear, activeCount } = useCategoryFilters();
  const query = useCategoryPage(slug, filters);
  const brands = useBrands();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const category = query.data?.data.category;
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;

  if (query.isError && !query.data) {
    return (
      <div className="container page-container">
        <Breadcrumbs items={[{ label: 'Category' }]} />
        {missing ? (
          <EmptyState message={CATEGORY_NOT_FOUND}>
            <Link to="/" className="btn btn-accent">
              Return to Home
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            error={query.error}
            message={messageOf(query.error, 'Failed to fetch products')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }

  const crumbs: Crumb[] = category
    ? [
        ...(category.parent ? [{ label: category.parent.name, to: `/category/${category.parent.slug}` }] : []),
        { label: category.name },
      ]
    : [{ label: '…' }];
  const topSlug = category?.parent?.slug ?? category?.slug ?? slug;
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / CATEGORY_PAGE_SIZE);
  const filterForm = (
    <ProductFiltersForm
      filters={filters}
      brands={(brands.data ?? []).map((brand) => ({ value: brand.slug, label: brand.name }))}
      sizes={sizeOptions(topSlug).map((size) => ({ value: size, label: size }))}
      activeCount={activeCount}
      onChange={update}
      onClear={clear}
    />
  );

  function pageLink(page: number): string {
    const next = new URLSearchParams(searchParams);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const search = next.toString();
    return search ? `?${search}` : '?';
  }

  return (
    <div className="container page-container">
      <Breadcrumbs items={crumbs} />
      <div className="page-heading">
        <h1 className="page-title">{category?.name ?? <span className="placeholder col-4" aria-hidden="true" />}</h1>
        <p className="text-body-secondary mb-0" role="status" aria-live="polite">
          {query.data ? showing(total) : 'Loading products…'}
        </p>
      </div>
      {category && <SubcategoryChips items={category.children} />}
      <div className="row g-4">
        <aside className="col-lg-3 d-none d-lg-block" aria-label="Filters">
          <h2 className="h6 text-uppercase letter-spaced mb-3">Filters</h2>
          {filterForm}
        </aside>
        <div className="col-lg-9">
          <div className="list-toolbar">
            <button type="button" className="btn btn-outline-secondary d-lg-none" onClick={() => setFiltersOpen(true)}>
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
            <SortSelect
              id="category-sort"
              value={filters.sort}
              labels={PRODUCT_SORT_LABELS}
              onChange={(sort) => update({ sort })}
            />
          </div>
          {query.isError && (
            <ErrorState
              error={query.error}
              message={messageOf(query.error, 'Failed to fetch products')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
          {query.isPending ? (
            <ProductGridSkeleton count={8} />
          ) : query.data.data.products.length === 0 && total > 0 ? (
            // an address past the last page (?page=999): where the products are instead
            <EmptyState
              message={`There is no page ${filters.page}: this category has ${countOf(total, 'product')} on ${countOf(pageCount, 'page')}.`}
            >
              <Link to={pageLink(1)} className="btn btn-outline-accent">
                Go to the first page
              </Link>
            </EmptyState>
          ) : query.data.data.products.length === 0 ? (
            <EmptyState message="No products found in this category">
              {activeCount > 0 && (
                <button type="button" className="btn btn-outline-accent" onClick={clear}>
                  Clear filters
                </button>
              )}
            </EmptyState>
          ) : (
            <div className={query.isPlaceholderData ? 'is-refreshing' : undefined} aria-busy={query.isPlaceholderData}>
              <ProductGrid
                headed
                products={query.data.data.products}
                eagerCount={4}
                label={`${category?.name ?? ''} products`}
              />
              <Pagination page={filters.page} pageCount={pageCount} linkTo={pageLink} label="Product pages" />
            </div>
          )}
        </div>
      </div>
      <FiltersPanel show={filtersOpen} onHide={() => setFiltersOpen(false)} total={total} updating={query.isFetching}>
        {filterForm}
      </FiltersPanel>
    </div>
  );
}
