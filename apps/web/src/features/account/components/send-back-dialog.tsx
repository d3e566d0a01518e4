import type { Courier } from '@onsale/core/couriers';
import { ShipDialog } from '../../../components/ui/ship-dialog';

export interface SentBack {
  courier?: Courier;
  courierName?: string;
  trackingNumber?: string;
}

/**
 * "I have sent it": the shopper says the item is on its way back, with the courier and its
 * tracking number when sent with one (both optional, but a courier named needs its number).
 */
export function SendBackDialog({
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  failure: string | null;
  onConfirm: (sent: SentBack) => void;
  onClose: () => void;
}) {
  return (
    <ShipDialog
      optional
      title="I have sent it"
      submitLabel="I have sent it"
      intro="If you sent it with a courier, say which and give its tracking number: the seller follows the parcel with it."
      busy={busy}
      failure={failure}
      onConfirm={(choice) => onConfirm(choice ?? {})}
      onClose={onClose}
    />
  );
}
