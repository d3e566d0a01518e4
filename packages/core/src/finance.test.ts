import { describe, expect, it } from 'vitest';
import {
  isCnic,
  isNtn,
  isStatementWeek,
  maskIban,
  payoutMoveRefusal,
  statementWeekBounds,
  statementWeekOf,
  weeklyStatements,
  type LedgerKind,
} from './finance';

describe('CNIC and NTN', () => {
  it('takes 13 CNIC digits and 8 NTN digits, with or without dashes', () => {
    expect(isCnic('35202-1234567-1')).toBe(true);
    expect(isCnic('3520212345671')).toBe(true);
    expect(isCnic('35202-1234567')).toBe(false);
    expect(isCnic('35202-1234567-X')).toBe(false);
    expect(isNtn('1234567-8')).toBe(true);
    expect(isNtn('1234567')).toBe(false);
  });

  it('shows only the ends of an IBAN', () => {
    expect(maskIban('PK36SCBL0000001123456702')).toBe('PK36 •••• 6702');
  });
});

describe('statement weeks', () => {
  it('run Monday to Sunday in Pakistan time', () => {
    // Sunday 23:30 in Karachi is Sunday 18:30 UTC: still the week of Monday the 23rd.
    expect(statementWeekOf(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-23');
    // Monday 00:30 in Karachi is Sunday 19:30 UTC: the next week.
    expect(statementWeekOf(new Date('2026-11-29T19:30:00Z'))).toBe('2026-11-30');
    expect(statementWeekBounds('2026-11-23').from.toISOString()).toBe('2026-11-22T19:00:00.000Z');
    expect(isStatementWeek('2026-11-23')).toBe(true);
    expect(isStatementWeek('2026-11-24')).toBe(false);
    expect(isStatementWeek('2026-13-01')).toBe(false);
  });
});

describe('weekly statements', () => {
  const line = (kind: LedgerKind, net: number, at: string) => ({ kind, net, payableAt: new Date(at) });

  it('open with the closing before, close with the sum of their lines, and carry a negative balance', () => {
    const statements = weeklyStatements(
      [
        line('sale', 100_000, '2026-11-03T10:00:00Z'),
        line('return', -30_000, '2026-11-04T10:00:00Z'),
        line('payout', -70_000, '2026-11-10T10:00:00Z'),
        line('adjustment', -5_000, '2026-11-11T10:00:00Z'),
        line('sale', 20_000, '2026-11-25T10:00:00Z'),
        // still on hold: in no statement yet
        line('sale', 999_000, '2026-12-20T10:00:00Z'),
      ],
      new Date('2026-11-29T12:00:00Z'),
    );
    expect(statements.map((statement) => statement.week)).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
    ]);
    const [last, empty, owing, first] = statements;
    expect(first).toMatchObject({ opening: 0, earned: 70_000, paidOut: 0, closing: 70_000, toPay: 70_000, lines: 2 });
    expect(owing).toMatchObject({ opening: 70_000, earned: -5_000, paidOut: -70_000, closing: -5_000, toPay: 0 });
    expect(empty).toMatchObject({ opening: -5_000, closing: -5_000, lines: 0 });
    expect(last).toMatchObject({ opening: -5_000, earned: 20_000, closing: 15_000, toPay: 15_000 });
  });

  it('are none before anything is payable', () => {
    expect(weeklyStatements([line('sale', 1, '2026-12-20T10:00:00Z')], new Date('2026-11-29T12:00:00Z'))).toEqual([]);
  });
});

describe('payout moves', () => {
  it('tell the admin what the payout already is', () => {
    expect(payoutMoveRefusal('paid')).toBe('This payout is already marked paid');
    expect(payoutMoveRefusal('failed')).toBe('This payout is already marked failed');
  });
});
