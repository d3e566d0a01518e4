import type { SellerStatus } from '@onsale/core/contracts/accounts';
import { SELLER_MESSAGES } from '@onsale/core/contracts/seller';

/** What a seller who is not (yet) approved sees on every seller page. */
export function SellerStatusBanner({ status }: { status: SellerStatus }) {
  if (status === 'pending') {
    return (
      <div className="alert alert-warning" role="status">
        <strong>{SELLER_MESSAGES.pending}</strong>
        <div className="small mt-1">
          We review new sellers within 1-2 business days. Until then adding products, editing your brand and viewing
          orders are disabled; we will e-mail you once you are approved.
        </div>
      </div>
    );
  }
  if (status === 'rejected') {
    return (
      <div className="alert alert-danger" role="status">
        <strong>{SELLER_MESSAGES.rejected}</strong>
        <div className="small mt-1">
          Your seller account has been rejected. Contact support (Mon-Fri 9 AM-6 PM) if you think this is a mistake.
        </div>
      </div>
    );
  }
  return null;
}
