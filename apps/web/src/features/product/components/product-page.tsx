import { colorPictureIn } from '@onsale/core/color-images';
import { formatRupees } from '@onsale/core/money';
import { LOWEST_PRICE_LABEL } from '@onsale/core/price-history';
import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { PRODUCT_NOT_FOUND } from '@onsale/core/storefront-texts';
import type { ProductPriceFacts } from '@onsale/core/contracts/prices';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { CashIcon, ReturnIcon, ShieldIcon } from '../../../components/ui/icons';
import { PriceTag } from '../../../components/ui/price-tag';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useProduct } from '../api/get-product';
import { ProductGallery } from './product-gallery';
import { ProductPriceHistory } from './product-price-history';
import { ProductTabs } from './product-tabs';
import { PurchasePanel } from './purchase-panel';
import { WishlistHeart } from '../../../components/ui/wishlist-heart';

export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useProduct(slug);
  // The colour last chosen on this product's panel: the gallery shows its picture.
  const [chosen, setChosen] = useState<{ productId: string; color: string } | null>(null);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <div className="container page-container">
        {missing ? (
          <EmptyState message={PRODUCT_NOT_FOUND}>
            <Link to="/" className="btn btn-accent">
              Return to Home
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            error={query.error}
            message={`Failed to load product details: ${messageOf(query.error)}`}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }

  const p = query.data;
  const chosenColor = chosen?.productId === p.id ? chosen.color : null;
  // The gallery holds each colour's picture too; choosing a colour shows it.
  const images = [...new Set([p.image, ...p.gallery, ...p.colorImages.map((entry) => entry.image)].filter(Boolean))];
  const saving = p.originalPrice !== null && p.originalPrice > p.price ? p.originalPrice - p.price : 0;
  // The shown figures are the honest ones (decision 0031); the lowest earlier price goes with any discount shown.
  const lowest = (p as ProductDetail & Partial<ProductPriceFacts>).lowestPrice30d ?? null;
  return (
    <div className="container page-container">
      <Breadcrumbs
        items={[
          { label: p.categoryName, to: `/category/${p.category}` },
          ...(p.subcategory ? [{ label: p.subcategory.name, to: `/category/${p.subcategory.slug}` }] : []),
          { label: p.name },
        ]}
      />
      <div className="row g-4 g-lg-5">
        <div className="col-md-6">
          <ProductGallery
            key={p.id}
            name={p.name}
            images={images}
            shown={colorPictureIn(p.colorImages, chosenColor)}
            discountPercent={p.discountPercent}
            videoUrl={p.videoUrl}
          />
        </div>
        <div className="col-md-6">
          {p.brandSlug ? (
            <Link to={`/brand/${p.brandSlug}`} className="product-brand">
              {p.brand}
            </Link>
          ) : (
            <p className="product-brand">{p.brand}</p>
          )}
          <div className="d-flex align-items-start gap-2">
            <h1 className="product-title">{p.name}</h1>
            <WishlistHeart productId={p.id} productName={p.name} className="flex-shrink-0" />
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <PriceTag price={p.price} originalPrice={p.originalPrice} size="lg" />
            {p.discountPercent > 0 && <span className="badge discount-pill">{p.discountPercent}% OFF</span>}
          </div>
          {saving > 0 && <p className="saving-note small fw-semibold mb-1">You save {formatRupees(saving)}</p>}
          {p.discountPercent > 0 && lowest != null && (
            <p className="lowest-price-note small mb-1" data-testid="lowest-price-30d">
              {LOWEST_PRICE_LABEL}: {formatRupees(lowest)}
            </p>
          )}
          <p className={`small mb-3 ${p.stock > 0 ? 'text-body-secondary' : 'text-danger fw-semibold'}`}>
            {p.stock <= 0 ? 'Out of stock' : p.stock <= 5 ? `Only ${p.stock} left in stock` : 'In stock'} · Inclusive of
            all taxes
          </p>
          <PurchasePanel key={p.id} product={p} onColorChange={(color) => setChosen({ productId: p.id, color })} />
          <ul className="product-promises list-unstyled">
            <li>
              <ShieldIcon size={20} /> 100% original
            </li>
            <li>
              <ReturnIcon size={20} /> 30-day returns
            </li>
            <li>
              <CashIcon size={20} /> Cash on delivery
            </li>
          </ul>
          <ProductPriceHistory key={`history-${p.id}`} slug={p.slug} />
        </div>
      </div>
      <section className="mt-5" aria-label="Product information">
        <ProductTabs key={p.id} product={p} />
      </section>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="container page-container placeholder-glow" role="status">
      <span className="visually-hidden">Loading product…</span>
      <span className="placeholder col-4 mb-4" aria-hidden="true" />
      <div className="row g-4 g-lg-5" aria-hidden="true">
        <div className="col-md-6">
          <div className="placeholder w-100 product-gallery-placeholder" />
        </div>
        <div className="col-md-6">
          <span className="placeholder col-3 mb-3" />
          <span className="placeholder col-10 placeholder-lg mb-3" />
          <span className="placeholder col-4 placeholder-lg mb-4" />
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-8" />
        </div>
      </div>
    </div>
  );
}
