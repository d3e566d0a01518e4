import { FINANCE_MESSAGES } from '@onsale/core/finance';
import type { LedgerLine } from '@onsale/core/contracts/finance';
import { describe, expect, it } from 'vitest';
import { checkBankAccountForm, ledgerLineSubject, percentOf, weekText } from './finance-text';

const line = (changes: Partial<LedgerLine>): LedgerLine => ({
  id: 'l1',
  kind: 'sale',
  sellerOrderId: null,
  orderNumber: null,
  returnNumber: null,
  payoutId: null,
  note: '',
  at: '2026-01-05T10:00:00.000Z',
  gross: 0,
  shipping: 0,
  commissionRateBp: null,
  commission: 0,
  net: 0,
  payableAt: '2026-01-05T10:00:00.000Z',
  onHold: false,
  ...changes,
});

const goodForm = {
  accountTitle: 'Hina Qureshi',
  bankName: 'Meezan Bank',
  iban: 'PK36 SCBL 0000 0011 2345 6702',
  cnic: '35202-1234567-1',
  ntn: '',
  documents: ['/media/cnic.webp'],
};

describe("the seller's finance texts", () => {
  it('writes a commission rate without needless decimals', () => {
    expect(percentOf(1000)).toBe('10%');
    expect(percentOf(1250)).toBe('12.5%');
    expect(percentOf(1275)).toBe('12.75%');
  });

  it("writes a statement's week, with both years only when it runs into the next", () => {
    expect(weekText('2026-01-05', '2026-01-11')).toBe('5 Jan – 11 Jan 2026');
    expect(weekText('2025-12-29', '2026-01-04')).toBe('29 Dec 2025 – 4 Jan 2026');
  });

  it('names a line by its return, its order, or its note', () => {
    expect(ledgerLineSubject(line({ kind: 'return', returnNumber: 'R-1001', orderNumber: 'ON-1' }))).toEqual({
      main: 'Return R-1001',
      detail: 'from order ON-1',
    });
    expect(ledgerLineSubject(line({ orderNumber: 'ON-2' }))).toEqual({ main: 'Order ON-2', detail: null });
    expect(ledgerLineSubject(line({ kind: 'adjustment', note: 'Courier damage refund' }))).toEqual({
      main: 'Courier damage refund',
      detail: null,
    });
    expect(ledgerLineSubject(line({ kind: 'payout' }))).toEqual({ main: '—', detail: null });
  });

  it('accepts a whole account and sends it as typed', () => {
    const { body, errors } = checkBankAccountForm(goodForm);
    expect(errors).toEqual({});
    expect(body).toEqual(goodForm);
  });

  it("says what is wrong under each field, in the server's own words", () => {
    const { errors } = checkBankAccountForm({
      accountTitle: '',
      bankName: '',
      iban: 'PK00',
      cnic: '',
      ntn: '',
      documents: [],
    });
    expect(errors).toEqual({
      accountTitle: FINANCE_MESSAGES.accountTitle,
      bankName: FINANCE_MESSAGES.bankName,
      iban: FINANCE_MESSAGES.iban,
      cnic: FINANCE_MESSAGES.cnicOrNtn,
      documents: FINANCE_MESSAGES.documents,
    });
    expect(checkBankAccountForm({ ...goodForm, cnic: '', ntn: '1234567' }).errors).toEqual({
      ntn: FINANCE_MESSAGES.ntn,
    });
  });
});
