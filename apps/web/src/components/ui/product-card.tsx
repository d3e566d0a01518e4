import type { ProductCard as ProductCardData } from '@onsale/core/contracts/catalogue';
import { Link } from 'react-router';
import { productImageSrcSet } from '../../lib/images';
import { KeywordTags } from './keyword-tags';
import { PriceTag } from './price-tag';
import { SafeImage } from './safe-image';
import { WishlistHeart } from './wishlist-heart';

/** Grid cards are half the screen on phones, a third on tablets, a quarter on laptops. */
export const PRODUCT_GRID_SIZES = '(min-width: 1320px) 300px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw';

interface ProductCardProps {
  product: ProductCardData;
  showKeywords?: boolean;
  /** The first cards on screen load at once; the rest wait until scrolled near. */
  eager?: boolean;
}

export function ProductCard({ product, showKeywords = false, eager = false }: ProductCardProps) {
  const soldOut = product.stock <= 0;
  return (
    <article className="product-card h-100">
      <div className="product-card-media">
        <SafeImage
          src={product.image}
          srcSet={productImageSrcSet(product.image)}
          sizes={PRODUCT_GRID_SIZES}
          alt={product.name}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
        />
        {product.discountPercent > 0 && <span className="discount-badge">-{product.discountPercent}%</span>}
        {soldOut && <span className="soldout-badge">Sold out</span>}
        <WishlistHeart productId={product.id} productName={product.name} className="product-card-heart" />
      </div>
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand}</p>
        <h3 className="product-card-name">
          <Link to={`/product/${product.slug}`} className="stretched-link">
            {product.name}
          </Link>
        </h3>
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        {product.ratingAverage !== null && product.ratingCount > 0 && (
          <p className="product-card-rating mb-0">
            <span aria-hidden="true">★</span> {product.ratingAverage.toFixed(1)}{' '}
            <span className="text-body-secondary">({product.ratingCount})</span>
            <span className="visually-hidden"> average rating from {product.ratingCount} reviews</span>
          </p>
        )}
        {showKeywords && (
          <div className="mt-2 position-relative" style={{ zIndex: 2 }}>
            <KeywordTags keywords={product.keywords} />
          </div>
        )}
      </div>
    </article>
  );
}
