import type { BuyerOrderItem, BuyerSellerOrder } from '@onsale/core/contracts/buyer-orders';
import { formatRupees } from '@onsale/core/money';
import { formatShopTime } from '@onsale/core/time';
import { Link } from 'react-router';
import { mayReturn } from '../utils/order-returns';

/** Under a delivered item: "Return or exchange" while it may go back, and a line per return asked. */
function ItemReturns({ part, item }: { part: BuyerSellerOrder; item: BuyerOrderItem }) {
  const returnable = mayReturn(part, item);
  if (!returnable && item.returns.length === 0) return null;
  return (
    <div className="small mt-1 d-flex flex-column gap-1" data-testid="item-returns">
      {item.returns.map((request) => (
        <Link key={request.id} to={`/account/returns/${request.id}`}>
          Return {request.number}: {request.statusLabel}
        </Link>
      ))}
      {returnable && (
        <span>
          <Link
            to={`/account/returns/new?item=${encodeURIComponent(item.id)}`}
            className="btn btn-sm btn-outline-accent py-0"
            aria-label={`Return or exchange ${item.name}`}
          >
            Return or exchange
          </Link>{' '}
          <span className="text-body-secondary">until {formatShopTime(part.returnableUntil, 'date')}</span>
        </span>
      )}
    </div>
  );
}

/** One item of a seller's part: its picture, name, size and colour, price, and its returns. */
export function OrderItem({ part, item }: { part: BuyerSellerOrder; item: BuyerOrderItem }) {
  return (
    <li className="d-flex gap-3 py-2 border-top" data-testid="order-item">
      {item.image && (
        <img src={item.image} alt="" width={64} height={64} className="rounded object-fit-cover" loading="lazy" />
      )}
      <div className="flex-grow-1">
        {item.productSlug ? <Link to={`/product/${item.productSlug}`}>{item.name}</Link> : <span>{item.name}</span>}
        <p className="small text-muted mb-0">
          {[item.brandName, item.size && `Size ${item.size}`, item.color].filter(Boolean).join(' · ')}
        </p>
        <p className="small mb-0">
          {item.quantity} × {formatRupees(item.price)}
        </p>
        <ItemReturns part={part} item={item} />
      </div>
      <span className="fw-semibold">{formatRupees(item.total)}</span>
    </li>
  );
}
