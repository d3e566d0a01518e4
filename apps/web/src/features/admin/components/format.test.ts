import { describe, expect, it } from 'vitest';
import { rupeesInputToPaisa, signedRupeesInputToPaisa } from './format';
import { runProgress } from './payout-runs-list';

describe('amounts typed in the admin forms', () => {
  it('reads rupees with grouping and paisa', () => {
    expect(rupeesInputToPaisa('1,299.50')).toBe(129_950);
    expect(rupeesInputToPaisa('-5')).toBeNull();
  });

  it('reads an adjustment with its sign, the typed minus or the typographic one', () => {
    expect(signedRupeesInputToPaisa('250')).toBe(25_000);
    expect(signedRupeesInputToPaisa('+250')).toBe(25_000);
    expect(signedRupeesInputToPaisa('-1,000.5')).toBe(-100_050);
    expect(signedRupeesInputToPaisa('− 40')).toBe(-4_000);
    expect(signedRupeesInputToPaisa('0')).toBe(0);
    expect(signedRupeesInputToPaisa('--5')).toBeNull();
    expect(signedRupeesInputToPaisa('ten')).toBeNull();
  });
});

describe("a payout run's progress", () => {
  it('names only the states its payouts are in', () => {
    expect(runProgress({ scheduled: 2, paid: 1, failed: 0 })).toBe('2 being paid · 1 paid');
    expect(runProgress({ scheduled: 0, paid: 3, failed: 1 })).toBe('3 paid · 1 failed');
  });
});
