/**
 * A seller's money after the sale, written once (decision 0063): the ledger's kinds of line, the
 * bank account's checks and verification, the payouts' states and who may move them, and the
 * weekly statement, whose every total is the sum of its lines.
 *
 *   bank account: pending → verified | refused; any change → pending again
 *   payout:       scheduled → paid (with the bank's reference) | failed (its amount back in the balance)
 *
 * The server moves a payout or a bank account in one conditional UPDATE from the states allowed
 * here, so of two admins acting at once one moves it and the other is told it already moved.
 */
import { formatRupees } from './money';

/** A ledger line: a sale on delivery, a return accepted, an admin's adjustment, a payout and a failed payout's amount given back. */
export const LEDGER_KINDS = ['sale', 'return', 'adjustment', 'payout', 'payout_returned'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Sale',
  return: 'Return',
  adjustment: 'Adjustment',
  payout: 'Payout',
  payout_returned: 'Payout failed',
};

// ─── Bank accounts ──────────────────────────────────────────────────────────
export const BANK_ACCOUNT_STATUSES = ['pending', 'verified', 'refused'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];
export const BANK_ACCOUNT_STATUS_LABELS: Record<BankAccountStatus, string> = {
  pending: 'Waiting for verification',
  verified: 'Verified',
  refused: 'Refused',
};

/** The banks of Pakistan a seller may be paid at. */
export const PAKISTANI_BANKS = [
  'Allied Bank',
  'Askari Bank',
  'Bank Alfalah',
  'Bank AL Habib',
  'BankIslami',
  'Faysal Bank',
  'Habib Bank (HBL)',
  'Habib Metropolitan Bank',
  'JS Bank',
  'MCB Bank',
  'Meezan Bank',
  'National Bank of Pakistan',
  'Soneri Bank',
  'Standard Chartered',
  'United Bank (UBL)',
] as const;

export const BANK_DOCUMENTS_MAX = 4;

/** A CNIC: 13 digits, written with or without its dashes (12345-1234567-1). */
export const normaliseCnic = (value: string): string => value.replace(/[\s-]/g, '');
export const isCnic = (value: string): boolean => /^\d{13}$/.test(normaliseCnic(value));

/** An NTN: 7 digits and a check digit, written with or without its dash (1234567-8). */
export const normaliseNtn = (value: string): string => value.replace(/[\s-]/g, '');
export const isNtn = (value: string): boolean => /^\d{8}$/.test(normaliseNtn(value));

/** A CNIC as it is printed: 12345-1234567-1. */
export const formatCnic = (cnic: string): string => `${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}`;

/** Only the last four characters of an IBAN, for lists and e-mails. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

// ─── Payouts ────────────────────────────────────────────────────────────────
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Being paid',
  paid: 'Paid',
  failed: 'Failed',
};

/** What an admin may do to a payout, from which state, to which. */
export const PAYOUT_MOVES = {
  pay: { from: ['scheduled'], to: 'paid' },
  fail: { from: ['scheduled'], to: 'failed' },
} as const satisfies Record<string, { from: readonly PayoutStatus[]; to: PayoutStatus }>;
export type PayoutMove = keyof typeof PAYOUT_MOVES;

/** The smallest balance a payout run pays by default: Rs. 1,000. */
export const DEFAULT_PAYOUT_MINIMUM = 100_000;

export const FINANCE_MESSAGES = {
  iban: 'Enter a Pakistani IBAN: PK, two check digits, and 20 letters and digits',
  cnic: 'Enter the CNIC as 13 digits',
  ntn: 'Enter the NTN as 8 digits',
  cnicOrNtn: 'Enter the CNIC or the NTN of the account holder',
  documents: 'Add a picture of the CNIC or a letter from the bank',
  bankName: 'Choose the bank',
  accountTitle: 'Enter the account title as the bank writes it',
  reason: 'Say why',
  reference: "Enter the bank's reference for the transfer",
  adjustmentAmount: 'Enter an amount other than zero',
  notPending: 'This bank account has already been reviewed',
  changed: 'The seller changed this bank account meanwhile: look at it again',
  noBankAccount: 'The seller has not added a bank account',
  bankAccountNotFound: 'Bank account not found',
  payoutNotFound: 'Payout not found',
  runNotFound: 'Payout run not found',
  statementNotFound: 'Statement not found',
  nothingToPay: (minimum: number) =>
    `No seller with a verified bank account has a payable balance of at least ${formatRupees(minimum)}`,
  payoutMoved: (status: PayoutStatus) =>
    status === 'paid' ? 'This payout is already marked paid' : 'This payout is already marked failed',
} as const;

export function payoutMoveRefusal(current: PayoutStatus): string {
  return FINANCE_MESSAGES.payoutMoved(current === 'scheduled' ? 'paid' : current);
}

// ─── Statements ─────────────────────────────────────────────────────────────
/** Pakistan keeps UTC+5 all year: a statement's week runs Monday to Sunday there. */
const PKT_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (YYYY-MM-DD, Pakistani) of the week an instant falls in. */
export function statementWeekOf(instant: Date): string {
  const local = new Date(instant.getTime() + PKT_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The instants a statement's week starts and ends (exclusive). */
export function statementWeekBounds(week: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${week}T00:00:00Z`) - PKT_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

export const isStatementWeek = (week: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(week) &&
  !Number.isNaN(Date.parse(`${week}T00:00:00Z`)) &&
  new Date(`${week}T00:00:00Z`).getUTCDay() === 1;

/** A line as a statement reads it: its amount counts when it became payable. */
export interface StatementEntry {
  net: number;
  payableAt: Date;
}

export interface StatementSummary {
  week: string;
  /** the last day of the week, YYYY-MM-DD */
  weekEnd: string;
  /** the payable balance carried from the weeks before, negative when the seller owes */
  opening: number;
  /** the sum of this week's lines that are not payouts */
  earned: number;
  /** the sum of this week's payouts, less any that failed (not positive) */
  paidOut: number;
  closing: number;
  /** what a payout run pays of the closing balance: nothing when it is negative, which is carried */
  toPay: number;
  lines: number;
}

/**
 * The weekly statements of a seller's ledger, newest first: every week from the first payable line
 * to the week of `now`. A line belongs to the week it became payable in; each week opens with the
 * week before's closing balance, and closes with the opening plus its lines.
 */
export function weeklyStatements<T extends StatementEntry & { kind: LedgerKind }>(
  entries: readonly T[],
  now: Date,
): StatementSummary[] {
  const payable = entries.filter((entry) => entry.payableAt <= now);
  if (payable.length === 0) return [];
  const first = payable.reduce((min, entry) => (entry.payableAt < min ? entry.payableAt : min), now);
  const statements: StatementSummary[] = [];
  let opening = 0;
  for (let week = statementWeekOf(first); week <= statementWeekOf(now); week = nextWeek(week)) {
    const { from, to } = statementWeekBounds(week);
    const lines = payable.filter((entry) => entry.payableAt >= from && entry.payableAt < to);
    const isPayout = (entry: T) => entry.kind === 'payout' || entry.kind === 'payout_returned';
    const earned = sum(lines.filter((entry) => !isPayout(entry)).map((entry) => entry.net));
    const paidOut = sum(lines.filter(isPayout).map((entry) => entry.net));
    const closing = opening + earned + paidOut;
    statements.push({
      week,
      weekEnd: new Date(Date.parse(`${week}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10),
      opening,
      earned,
      paidOut,
      closing,
      toPay: Math.max(0, closing),
      lines: lines.length,
    });
    opening = closing;
  }
  return statements.reverse();
}

const nextWeek = (week: string) => new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
