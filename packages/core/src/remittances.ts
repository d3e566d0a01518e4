/**
 * Couriers' cash-on-delivery remittances, written once (decision 0064): the report a courier sends
 * (a CSV of tracking number, amount collected, fee and date), how each row is read, and what a row
 * matched against its parcel says.
 *
 *   matched          the parcel's cash, as the rider should have collected it
 *   amount_differs   the parcel, but not the amount it should have brought
 *   unknown_parcel   no parcel of that courier has the tracking number
 *   duplicate        the parcel was remitted before, in this report or an earlier one
 */
import { formatRupees } from './money';

export const REMITTANCE_STATUSES = ['matched', 'amount_differs', 'unknown_parcel', 'duplicate'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];
export const REMITTANCE_STATUS_LABELS: Record<RemittanceStatus, string> = {
  matched: 'Matched',
  amount_differs: 'Amount differs',
  unknown_parcel: 'Unknown parcel',
  duplicate: 'Remitted twice',
};

/** A report's largest size, and its most rows. */
export const REMITTANCE_MAX_BYTES = 2 * 1024 * 1024;
export const REMITTANCE_MAX_ROWS = 20_000;
/** A parcel delivered this many days ago without a remittance is shown as not remitted, by default. */
export const UNREMITTED_AFTER_DAYS = 7;

/** The names couriers give each column, compared without case, spaces or punctuation. */
export const REMITTANCE_COLUMNS = {
  trackingNumber: [
    'trackingnumber',
    'tracking',
    'trackingno',
    'cn',
    'cnno',
    'cnnumber',
    'consignmentnumber',
    'consignmentno',
  ],
  amount: ['amountcollected', 'amount', 'collected', 'codamount', 'cod', 'collectedamount', 'codcollected'],
  fee: ['fee', 'courierfee', 'charges', 'deliverycharges', 'servicecharges', 'shippingcharges'],
  date: ['date', 'remittedon', 'remittancedate', 'paymentdate', 'paidon', 'depositdate'],
} as const;
export type RemittanceColumn = keyof typeof REMITTANCE_COLUMNS;

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which cell of a row holds each column, from the header row; the columns it lacks. */
export function remittanceColumnsOf(header: string[]): {
  at: Partial<Record<RemittanceColumn, number>>;
  missing: RemittanceColumn[];
} {
  const keys = header.map(headerKey);
  const at: Partial<Record<RemittanceColumn, number>> = {};
  for (const column of Object.keys(REMITTANCE_COLUMNS) as RemittanceColumn[]) {
    const index = keys.findIndex((key) => (REMITTANCE_COLUMNS[column] as readonly string[]).includes(key));
    if (index >= 0) at[column] = index;
  }
  const missing = (['trackingNumber', 'amount', 'date'] as const).filter((column) => at[column] === undefined);
  return { at, missing };
}

/** Rupees as couriers write them ("4,250", "Rs. 4250.50", "4250") in paisa; null when not an amount. */
export function paisaOfRupees(cell: string): number | null {
  const text = cell
    .replace(/^\s*(rs\.?|pkr)\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** A remittance date as YYYY-MM-DD, from YYYY-MM-DD or DD/MM/YYYY (DD-MM-YYYY); null when not a date. */
export function remittanceDateOf(cell: string): string | null {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : local
      ? [local[3]!, local[2]!.padStart(2, '0'), local[1]!.padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
    ? null
    : `${year}-${month}-${day}`;
}

export const normaliseTrackingNumber = (value: string): string => value.trim().toUpperCase();

export const REMITTANCE_MESSAGES = {
  empty: 'The report has no rows',
  tooLarge: 'The report is larger than 2 MB',
  tooManyRows: `The report has more than ${REMITTANCE_MAX_ROWS.toLocaleString('en-US')} rows`,
  unreadable: 'The report cannot be read as CSV',
  missingColumns: (columns: string[]) =>
    `The report needs the columns ${columns.join(', ')} (for example: Tracking number, Amount collected, Fee, Date)`,
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  trackingNumber: 'the tracking number is missing',
  amount: 'the amount collected is not an amount in rupees',
  fee: 'the fee is not an amount in rupees',
  date: 'the date is not a date (2026-11-29 or 29/11/2026)',
  notFound: 'Remittance report not found',
  differs: (expected: number, amount: number) =>
    `The rider should have collected ${formatRupees(expected)}, the courier remitted ${formatRupees(amount)}`,
} as const;

/** What the reader of a report's row says of it, against its parcel's cash. */
export function remittanceStatusOf(
  row: { amount: number },
  expected: number | null,
  remittedBefore: boolean,
): RemittanceStatus {
  if (expected === null) return 'unknown_parcel';
  if (remittedBefore) return 'duplicate';
  return row.amount === expected ? 'matched' : 'amount_differs';
}
