import { soldOutOf, type VariantStock } from '@onsale/core/variants';
import { notSplitBy } from './stock-grid-state';
import './stock.css';

/** A product's stock, with its sold-out sizes, or a flag while its sizes share one stock (the seller's and the admin's lists). */
export function StockAtAGlance({
  product,
}: {
  product: { stock: number; sizes: readonly string[]; colors: readonly string[]; variants: readonly VariantStock[] };
}) {
  const { soldOut, partly } = soldOutOf(product);
  const unsplit = notSplitBy(product);
  return (
    <div className={`stock-glance ${product.stock === 0 ? 'text-danger' : ''}`}>
      {product.stock}
      {soldOut.length > 0 && <div className="small text-danger">Sold out: {soldOut.join(', ')}</div>}
      {partly.length > 0 && <div className="small text-muted">Sold out in some colours: {partly.join(', ')}</div>}
      {unsplit && (
        <div>
          <span className="badge text-bg-light border fw-normal">Stock not split by {unsplit}</span>
        </div>
      )}
    </div>
  );
}
