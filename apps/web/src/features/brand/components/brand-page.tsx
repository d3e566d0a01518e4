import { formatCount } from '@onsale/core/numbers';
import { useState } from 'react';
import { brandPathSegment } from '@onsale/core/slug';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Pagination } from '../../../components/ui/pagination';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { SafeImage } from '../../../components/ui/safe-image';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { BRAND_PAGE_SIZE, brandParamsOf, useBrandProducts } from '../api/get-brand-products';
import { titleFromSegment } from '../utils/brand-title';
import { FollowBell } from './follow-bell';

export function BrandPage() {
  const { brandName = '' } = useParams();
  const canonical = brandPathSegment(brandName);
  // "/brand/Gul Ahmed" and "/brand/gul-ahmed" are the same page: keep one address for it.
  if (canonical !== '' && canonical !== brandName)
    return <Navigate to={`/brand/${canonical}${window.location.search}`} replace />;
  return <BrandProductsView brandName={brandName} />;
}

function BrandProductsView({ brandName }: { brandName: string }) {
  const [params] = useSearchParams();
  const { alternative, page } = brandParamsOf(params);
  const query = useBrandProducts(brandName, alternative, page);
  const [showDebug, setShowDebug] = useState(false);

  const brand = query.data?.data.brand;
  const name = brand?.name ?? titleFromSegment(brandName);

  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div className="container page-container">
      <Breadcrumbs items={[{ label: 'Brands' }, { label: name }]} />
      <header className="brand-hero">
        {brand ? (
          <SafeImage
            src={brand.logo}
            alt={`${brand.name} logo`}
            width={96}
            height={96}
            className="brand-logo"
            loading="eager"
          />
        ) : (
          <span className="brand-logo brand-logo-fallback" aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <div className="brand-hero-text">
          <h1 className="page-title mb-1">{name}</h1>
          {brand?.description && <p className="text-body-secondary mb-1">{brand.description}</p>}
          <p className="small text-body-secondary mb-0" role="status" aria-live="polite">
            {query.data
              ? `${formatCount(query.data.total)} ${query.data.total === 1 ? 'product' : 'products'}${alternative ? ' (alternative search)' : ''}`
              : 'Loading products…'}
          </p>
        </div>
        {brand && <FollowBell slug={brand.slug} name={brand.name} />}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary align-self-start"
          aria-expanded={showDebug}
          aria-controls="brand-debug"
          onClick={() => setShowDebug((shown) => !shown)}
        >
          {showDebug ? 'Hide debug info' : 'Show debug info'}
        </button>
      </header>
      {showDebug && (
        <section id="brand-debug" className="brand-debug" aria-label="Debug info">
          <dl className="mb-0">
            <dt>Brand segment</dt>
            <dd>{brandName}</dd>
            <dt>Known brand</dt>
            <dd>{brand ? `${brand.name} (website value "${brand.websiteValue}")` : 'no'}</dd>
            <dt>Search</dt>
            <dd>{alternative ? 'alternative (website, brand, category)' : 'standard (website, brand)'}</dd>
            <dt>Match</dt>
            <dd data-testid="brand-match">
              {query.data
                ? query.data.data.match
                  ? `${query.data.data.match.field} / ${query.data.data.match.rule}`
                  : 'none'
                : '…'}
            </dd>
            <dt>Products</dt>
            <dd>{query.data?.total ?? '…'}</dd>
          </dl>
        </section>
      )}
      {query.isPending ? (
        <ProductGridSkeleton count={8} label={`Loading ${name} products`} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          message={`Failed to fetch products: ${messageOf(query.error)}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.data.products.length === 0 ? (
        <EmptyState message="No products found.">
          <p className="text-body-secondary">
            We could not find products for this brand{alternative ? ', even with the alternative search' : ''}.
          </p>
          <div className="d-flex flex-wrap gap-2 justify-content-center">
            {!alternative && (
              <Link to={linkWith({ alternative: '1', page: null })} className="btn btn-accent">
                Try Alternative Search
              </Link>
            )}
            <Link to="/" className="btn btn-outline-secondary">
              Return to Home
            </Link>
          </div>
        </EmptyState>
      ) : (
        <>
          <ProductGrid headed products={query.data.data.products} eagerCount={4} label={`${name} products`} />
          <Pagination
            page={page}
            pageCount={Math.ceil(query.data.total / BRAND_PAGE_SIZE)}
            linkTo={(p) => linkWith({ page: p > 1 ? String(p) : null })}
            label="Product pages"
          />
          {/* The alternative search is offered only when the brand's own search found nothing. */}
          <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
            <Link to="/" className="btn btn-outline-secondary">
              Return to Home
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
