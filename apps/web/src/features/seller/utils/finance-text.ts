import { bankAccountInputSchema, type LedgerLine } from '@onsale/core/contracts/finance';
import { FINANCE_MESSAGES, isCnic, isNtn } from '@onsale/core/finance';
import { formatCount } from '@onsale/core/numbers';
import { isPakistaniIban } from '@onsale/core/returns';
import { formatShopDay } from '@onsale/core/time';
import type { BankAccountBody } from '../api/save-bank-account';

/** A commission rate in basis points as a percent: 1250 → "12.5%", 1000 → "10%". */
export const percentOf = (bp: number) => `${formatCount(bp / 100, bp % 100 === 0 ? 0 : 2).replace(/(\.\d)0$/, '$1')}%`;

/** A statement's week, Monday to Sunday: "5 Jan – 11 Jan 2026", both years written when they differ. */
export function weekText(week: string, weekEnd: string): string {
  const sameYear = week.slice(0, 4) === weekEnd.slice(0, 4);
  return `${formatShopDay(week, sameYear ? 'day-month' : 'date')} – ${formatShopDay(weekEnd, 'date')}`;
}

/** Whether a line is a sale or a return, with items, shipping and commission of its own. */
export const isTrade = (line: Pick<LedgerLine, 'kind'>) => line.kind === 'sale' || line.kind === 'return';

/** What a ledger line is about: its return or order, else its note (an adjustment's reason). */
export function ledgerLineSubject(line: LedgerLine): { main: string; detail: string | null } {
  if (line.returnNumber)
    return { main: `Return ${line.returnNumber}`, detail: line.orderNumber ? `from order ${line.orderNumber}` : null };
  if (line.orderNumber) return { main: `Order ${line.orderNumber}`, detail: line.note || null };
  return { main: line.note || '—', detail: null };
}

/** The bank account form as the seller fills it. */
export interface BankAccountForm {
  accountTitle: string;
  bankName: string;
  iban: string;
  cnic: string;
  ntn: string;
  documents: string[];
}

export type BankAccountFormErrors = Partial<Record<keyof BankAccountForm, string>>;

/**
 * What the form would send, and the first thing wrong with each field by the schema the server
 * checks it with (no errors: it may be sent). The schema checks the IBAN, the CNIC or NTN and the
 * pictures only once every field has its shape; the form says everything at once, with the same
 * rules and words.
 */
export function checkBankAccountForm(form: BankAccountForm): { body: BankAccountBody; errors: BankAccountFormErrors } {
  const body = {
    accountTitle: form.accountTitle.trim(),
    bankName: form.bankName as BankAccountBody['bankName'],
    iban: form.iban.trim(),
    cnic: form.cnic.trim(),
    ntn: form.ntn.trim(),
    documents: form.documents,
  };
  const errors: BankAccountFormErrors = {};
  const checked = bankAccountInputSchema.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof BankAccountForm;
      errors[field] ??= issue.message;
    }
  if (!errors.iban && !isPakistaniIban(body.iban)) errors.iban = FINANCE_MESSAGES.iban;
  if (!errors.cnic && body.cnic && !isCnic(body.cnic)) errors.cnic = FINANCE_MESSAGES.cnic;
  if (!errors.ntn && body.ntn && !isNtn(body.ntn)) errors.ntn = FINANCE_MESSAGES.ntn;
  if (!errors.cnic && !body.cnic && !body.ntn) errors.cnic = FINANCE_MESSAGES.cnicOrNtn;
  if (!errors.documents && body.documents.length === 0) errors.documents = FINANCE_MESSAGES.documents;
  return { body, errors };
}
