import type { ParcelEventView } from '@onsale/core/parcel-events';
import { formatShopTime } from '@onsale/core/time';

/**
 * A parcel's delivery updates under its `ShipmentLine`, oldest first: what happened (a failed
 * attempt with its reason) and when, in the shop's time. The shopper, seller and admin see the same;
 * nothing before the parcel is handed to a courier.
 */
export function ParcelTimeline({ events }: { events: readonly ParcelEventView[] }) {
  if (events.length === 0) return null;
  return (
    <ol
      className="parcel-timeline list-unstyled small mb-2 ps-2 border-start"
      aria-label="Delivery updates"
      data-testid="parcel-timeline"
    >
      {events.map((event, index) => (
        <li key={`${event.kind}-${event.at}-${index}`} className="py-1">
          <span className="fw-semibold">{event.label}</span>
          {event.reason && `: ${event.reason}`}
          <span className="text-muted"> · {formatShopTime(event.at, 'date-time')}</span>
        </li>
      ))}
    </ol>
  );
}
