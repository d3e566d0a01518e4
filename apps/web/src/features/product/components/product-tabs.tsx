import { formatShopTime } from '@onsale/core/time';
import { formatRupees } from '@onsale/core/money';
import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { lazy, Suspense } from 'react';
import { ReturnIcon, TruckIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/status-messages';
import { Tabs } from '../../../components/ui/tabs';
import { DeliveryCheck } from './delivery-check';

// Reviews (and the form validation they bring) load when the tab is first opened, not with the page.
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

function Details({ product }: { product: ProductDetail }) {
  const hasOriginal = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <>
      <dl className="details-list">
        <dt>Price</dt>
        <dd>{formatRupees(product.price)}</dd>
        <dt>Original price</dt>
        <dd>
          {hasOriginal && product.originalPrice !== null ? <del>{formatRupees(product.originalPrice)}</del> : '—'}
        </dd>
        {product.discountPercent > 0 && (
          <>
            <dt>Discount</dt>
            <dd>{product.discountPercent}% off</dd>
          </>
        )}
        <dt>Stock</dt>
        <dd>{product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}</dd>
        <dt>Brand</dt>
        <dd>{product.brand}</dd>
        <dt>Category</dt>
        <dd>{product.subcategory ? `${product.categoryName} › ${product.subcategory.name}` : product.categoryName}</dd>
        <dt>Added on</dt>
        <dd>{formatShopTime(product.createdAt, 'date')}</dd>
      </dl>
      {product.description && <p className="mb-0">{product.description}</p>}
    </>
  );
}

function Delivery() {
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <DeliveryCheck />
      </div>
      <div className="col-md-6">
        <ul className="list-unstyled delivery-points mb-0">
          <li>
            <TruckIcon />
            <span>
              <strong>Standard delivery</strong> in 4-5 business days, cash on delivery.
            </span>
          </li>
          <li>
            <ReturnIcon />
            <span>
              <strong>Easy 30 days return and exchange</strong> on unused items with their tags.
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}

function Overview({ html }: { html: string }) {
  if (!html.trim()) return <p className="mb-0">No detailed overview available for this product</p>;
  // The server sanitizes long descriptions when they are written, so this HTML is safe to show.
  return <div className="long-description" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs
      id="product-tabs"
      className="product-tabs"
      items={[
        { key: 'details', title: 'Details', content: <Details product={product} /> },
        { key: 'delivery', title: 'Delivery', content: <Delivery /> },
        { key: 'overview', title: 'Detailed Overview', content: <Overview html={product.longDescription} /> },
        {
          key: 'reviews',
          title: 'Reviews',
          lazy: true,
          content: (
            <Suspense fallback={<LoadingState label="Loading reviews…" />}>
              <ProductReviews slug={product.slug} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
