/**
 * OnSale credit: what an accepted return gives back when the shopper chose credit, kept as a ledger
 * per shopper and spent at checkout before cash on delivery. It never expires. The balance is the
 * sum of the ledger's lines; the server keeps it beside them in the same statement and never lets
 * it go below nothing.
 */
import { shareOut } from './bag';
import { formatRupees } from './money';

export const CREDIT_ENTRY_KINDS = ['return', 'spent', 'given_back'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const CREDIT_ENTRY_LABELS: Record<CreditEntryKind, string> = {
  return: 'Refund of a return',
  spent: 'Spent on an order',
  given_back: 'Given back: the parcel it paid for was not delivered',
};

/** What checkout takes from the balance: all of it, up to the order's total. */
export function creditToUse(balance: number, total: number): number {
  return Math.max(0, Math.min(balance, total));
}

/** The credit each parcel of an order was paid with, shared by the cash each would otherwise collect. */
export function creditPerParcel(credit: number, parcelTotals: readonly number[]): number[] {
  return shareOut(credit, parcelTotals);
}

export const CREDIT_MESSAGES = {
  changed: 'Your OnSale credit changed while you were ordering. Please check your order and place it again.',
  signInToUse: 'Please sign in to use your OnSale credit',
} as const;

/** "Use my OnSale credit (Rs. 2,750)". */
export const useCreditLabel = (balance: number): string => `Use my OnSale credit (${formatRupees(balance)})`;
