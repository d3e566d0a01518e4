import type { Return } from '@onsale/core/contracts/returns';
import { WALLET_NAMES } from '@onsale/core/returns';

/** An IBAN shown with its middle hidden, "PK36 •••• 0702"; one the server hid already is kept as it is. */
export function maskedIban(iban: string): string {
  if (iban.length < 12 || /[*•]/.test(iban)) return iban;
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** Where a refund goes, in a line: "Ayesha Khan, IBAN PK36 •••• 0702" or "JazzCash 0300 1234567, Ayesha Khan". */
export function refundAccountText(account: NonNullable<Return['refundAccount']>): string {
  return account.kind === 'bank'
    ? `${account.title}, IBAN ${maskedIban(account.iban ?? '')}`
    : `${account.wallet ? WALLET_NAMES[account.wallet] : 'Wallet'} ${account.number ?? ''}, ${account.title}`;
}
