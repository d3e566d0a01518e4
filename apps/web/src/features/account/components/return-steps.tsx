import type { Return } from '@onsale/core/contracts/returns';
import { formatShopTime } from '@onsale/core/time';

/**
 * The return's dates so far: asked, the seller's answer due while it waits, received, the refund
 * due while a bank or wallet refund waits, and refunded.
 */
export function ReturnSteps({ request }: { request: Return }) {
  const refundWaits = (request.wants === 'bank' || request.wants === 'wallet') && !request.refundedAt;
  const steps: [string, string | null][] = [
    ['Requested', request.requestedAt],
    ['The seller answers by', request.status === 'requested' ? request.answerDueAt : null],
    ['Received by the seller', request.receivedAt],
    ['Refund due by', refundWaits ? request.refundDueAt : null],
    [request.wants === 'credit' ? 'Credited' : 'Refunded', request.refundedAt],
  ];
  return (
    <ol className="return-steps small" aria-label="Dates" data-testid="return-steps">
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <li key={label}>
            <span>{label}</span>
            <span className="text-body-secondary">{formatShopTime(at, 'date-time')}</span>
          </li>
        ))}
    </ol>
  );
}
