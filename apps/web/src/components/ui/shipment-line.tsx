import type { Shipment } from '@onsale/core/couriers';
import { useState } from 'react';

/**
 * A parcel's courier and tracking number: the number with a copy button, and "Track on courier
 * site" when the shop knows the courier's tracking page. The shopper, seller and admin see the same.
 */
export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shipment.trackingNumber);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="shipment-line d-flex flex-wrap align-items-center gap-2 small my-2" data-testid="shipment">
      <span>
        Sent with <strong>{shipment.courierName}</strong>, tracking number{' '}
        <strong className="font-monospace">{shipment.trackingNumber}</strong>
      </span>
      <button type="button" className="btn btn-sm btn-outline-secondary py-0" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> tracking number</span>
      </button>
      {shipment.trackingUrl && (
        <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          Track on courier site
        </a>
      )}
    </div>
  );
}
