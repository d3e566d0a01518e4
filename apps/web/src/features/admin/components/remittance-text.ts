import type { RemittanceRow } from '@onsale/core/contracts/finance';
import { COURIER_NAMES } from '@onsale/core/couriers';
import { formatRupees } from '@onsale/core/money';
import { formatCount } from '@onsale/core/numbers';
import { REMITTANCE_STATUS_LABELS, type RemittanceStatus } from '@onsale/core/remittances';

/** The colour of each row's status: a matched row is good news, an unknown parcel the worst. */
export const REMITTANCE_STATUS_TONES: Record<RemittanceStatus, string> = {
  matched: 'success',
  amount_differs: 'warning',
  unknown_parcel: 'danger',
  duplicate: 'secondary',
};

/** What the admin should check about a row, in a few words; null for a matched row. */
export function remittanceRowNote(
  row: Pick<RemittanceRow, 'status' | 'courier' | 'amount' | 'expected'>,
): string | null {
  switch (row.status) {
    case 'amount_differs': {
      if (row.expected === null) return null;
      const gap = row.amount - row.expected;
      return gap < 0 ? `${formatRupees(-gap)} short` : `${formatRupees(gap)} more than the parcel's cash`;
    }
    case 'unknown_parcel':
      return `No ${COURIER_NAMES[row.courier]} parcel has this tracking number`;
    case 'duplicate':
      return "This parcel's cash was remitted before";
    case 'matched':
      return null;
  }
}

/** A report's rows by status in a line: "Matched 9 · Amount differs 1 · Unknown parcel 2" (the troubles it has only). */
export function reportCountsText(report: {
  matched: number;
  amountDiffers: number;
  unknownParcel: number;
  duplicate: number;
}): string {
  const counts: [RemittanceStatus, number][] = [
    ['matched', report.matched],
    ['amount_differs', report.amountDiffers],
    ['unknown_parcel', report.unknownParcel],
    ['duplicate', report.duplicate],
  ];
  return counts
    .filter(([status, count]) => status === 'matched' || count > 0)
    .map(([status, count]) => `${REMITTANCE_STATUS_LABELS[status]} ${formatCount(count)}`)
    .join(' · ');
}
