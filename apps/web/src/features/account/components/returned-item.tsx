import type { OrderLine } from '@onsale/core/contracts/order-line';
import { formatRupees } from '@onsale/core/money';
import type { ReactNode } from 'react';
import { SafeImage } from '../../../components/ui/safe-image';

/** The item as it was bought: its picture, name, brand, size, colour and price; `children` below. */
export function ReturnedItem({ item, children }: { item: OrderLine; children?: ReactNode }) {
  return (
    <div className="returned-item" data-testid="returned-item">
      <SafeImage src={item.image} alt="" width={80} height={80} />
      <div className="flex-grow-1">
        <div className="fw-semibold">{item.name}</div>
        <div className="small text-body-secondary">
          {[item.brandName, item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`]
            .filter(Boolean)
            .join(' · ')}
        </div>
        <div className="small">
          {item.quantity} × {formatRupees(item.price)}
        </div>
        {children}
      </div>
    </div>
  );
}
