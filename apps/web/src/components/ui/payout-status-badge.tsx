import type { Payout } from '@onsale/core/contracts/finance';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@onsale/core/finance';
import { formatShopTime } from '@onsale/core/time';

const TONES: Record<PayoutStatus, string> = {
  scheduled: 'text-bg-info',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
};

/** A payout's state in the shop's words ("Being paid", "Paid", "Failed"), the same for the seller and the admin. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <span className={`badge ${TONES[status]}`} data-testid="payout-status">
      {PAYOUT_STATUS_LABELS[status]}
    </span>
  );
}

/** The badge, the day it was paid or failed, and why it failed. */
export function PayoutState({ payout }: { payout: Pick<Payout, 'status' | 'paidAt' | 'failedAt' | 'failureReason'> }) {
  const on = payout.status === 'paid' ? payout.paidAt : payout.status === 'failed' ? payout.failedAt : null;
  return (
    <>
      <PayoutStatusBadge status={payout.status} />
      {on && <span className="small text-muted ms-1 text-nowrap">{formatShopTime(on, 'date')}</span>}
      {payout.status === 'failed' && payout.failureReason && (
        <div className="small text-danger">{payout.failureReason}</div>
      )}
    </>
  );
}
