import { NOT_CONFIRMED_NOTE } from '@onsale/core/order-confirmation';

/** Under an order its shopper has not confirmed yet: the seller does not pack it. */
export function NotConfirmedNote() {
  return (
    <div className="small fw-semibold text-body-secondary mt-1" data-testid="not-confirmed">
      {NOT_CONFIRMED_NOTE}
    </div>
  );
}
