import { describe, expect, it } from 'vitest';
import { maskedIban, refundAccountText } from './refund-account';

describe('a refund account as the shopper reads it', () => {
  it('hides the middle of an IBAN, unless the server hid it already', () => {
    expect(maskedIban('PK36SCBL0000001123456702')).toBe('PK36 •••• 6702');
    expect(maskedIban('PK36****************6702')).toBe('PK36****************6702');
  });

  it('names the bank account or the wallet and its title', () => {
    expect(
      refundAccountText({
        kind: 'bank',
        title: 'Ayesha Khan',
        iban: 'PK36SCBL0000001123456702',
        wallet: null,
        number: null,
      }),
    ).toBe('Ayesha Khan, IBAN PK36 •••• 6702');
    expect(
      refundAccountText({
        kind: 'wallet',
        title: 'Ayesha Khan',
        iban: null,
        wallet: 'jazzcash',
        number: '03001234567',
      }),
    ).toBe('JazzCash 03001234567, Ayesha Khan');
  });
});
