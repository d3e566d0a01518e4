import { describe, expect, it } from 'vitest';
import { maskedIban, refundAccountText } from './return-handling';

describe('a refund account in a line', () => {
  it('hides the middle of an IBAN, unless the server hid it already', () => {
    expect(maskedIban('PK36SCBL0000001123456702')).toBe('PK36 •••• 6702');
    expect(maskedIban('PK36****************6702')).toBe('PK36****************6702');
  });

  it('names the title, then the bank account or the wallet; the shopper reads the IBAN hidden', () => {
    const bank = {
      kind: 'bank' as const,
      title: 'Ayesha Khan',
      iban: 'PK36SCBL0000001123456702',
      wallet: null,
      number: null,
    };
    expect(refundAccountText(bank, { hideIban: true })).toBe('Ayesha Khan, IBAN PK36 •••• 6702');
    expect(refundAccountText(bank)).toBe('Ayesha Khan, IBAN PK36SCBL0000001123456702');
    expect(
      refundAccountText({
        kind: 'wallet',
        title: 'Ayesha Khan',
        iban: null,
        wallet: 'jazzcash',
        number: '03001234567',
      }),
    ).toBe('Ayesha Khan, JazzCash wallet 03001234567');
  });
});
