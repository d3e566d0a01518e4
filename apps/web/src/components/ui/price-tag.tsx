import { formatRupees } from '@onsale/core/money';

interface PriceTagProps {
  price: number;
  originalPrice: number | null;
  size?: 'sm' | 'lg';
}

/** The sale price in the accent colour with the struck-through original price beside it. */
export function PriceTag({ price, originalPrice, size = 'sm' }: PriceTagProps) {
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <span className={`price-tag price-tag-${size}`}>
      <span className="price-now">
        {showOriginal && <span className="visually-hidden">Sale price </span>}
        {formatRupees(price)}
      </span>
      {showOriginal && (
        <del className="price-was">
          <span className="visually-hidden">Original price </span>
          {formatRupees(originalPrice)}
        </del>
      )}
    </span>
  );
}
