import type { ProductCard as ProductCardData } from '@onsale/core/contracts/catalogue';
import { ProductCard } from './product-card';

const GRID = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 g-md-4 list-unstyled mb-0';

interface ProductGridProps {
  products: readonly ProductCardData[];
  showKeywords?: boolean;
  /** How many leading cards to load eagerly (those above the fold). */
  eagerCount?: number;
  label?: string;
  /**
   * The label is also the grid's heading, for screen readers only: where the page's h1 is followed
   * by the cards (whose names are h3) with no section heading between them.
   */
  headed?: boolean;
}

export function ProductGrid({ products, showKeywords, eagerCount = 0, label, headed = false }: ProductGridProps) {
  const grid = (
    <ul className={GRID} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="col">
          <ProductCard product={product} showKeywords={showKeywords} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
  if (!headed) return grid;
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      {grid}
    </>
  );
}

/** Grey cards in the grid's shape while products load. */
export function ProductGridSkeleton({ count = 8, label = 'Loading products' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={GRID} aria-hidden="true" data-testid="product-skeletons">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="col">
            <div className="product-card product-card-skeleton placeholder-glow">
              <div className="product-card-media placeholder w-100" />
              <div className="product-card-body">
                <span className="placeholder col-5 mb-2" />
                <span className="placeholder col-10 mb-2" />
                <span className="placeholder col-6" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
