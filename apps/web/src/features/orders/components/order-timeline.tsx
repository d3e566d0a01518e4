import { formatShopTime } from '@onsale/core/time';
import type { BuyerSellerOrder } from '@onsale/core/contracts/buyer-orders';
import './orders.css';

/** Order Placed always; Processing when not pending; Shipped when shipped or delivered; Delivered when delivered. */
export function OrderTimeline({ timeline }: { timeline: BuyerSellerOrder['timeline'] }) {
  return (
    <ol className="order-timeline list-unstyled mb-0">
      {timeline.map((entry) => (
        <li
          key={entry.step}
          className={`order-timeline-step ${entry.reached ? 'is-reached' : ''} ${entry.step === 'cancelled' || entry.step === 'refused' ? 'is-cancelled' : ''}`}
        >
          <span className="order-timeline-dot" aria-hidden="true" />
          <span className="order-timeline-label">
            {entry.label}
            <span className="visually-hidden">{entry.reached ? ' (done)' : ' (not yet)'}</span>
          </span>
          {entry.at && <span className="order-timeline-time">{formatShopTime(entry.at, 'date-time')}</span>}
        </li>
      ))}
    </ol>
  );
}
