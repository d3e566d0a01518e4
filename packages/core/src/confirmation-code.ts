/**
 * The 6-digit code that confirms a cash-on-delivery order by SMS: single use, a few tries, a short
 * life. The server keeps only its hash.
 */
export const CONFIRMATION_CODE_TRIES = 5;
export const CONFIRMATION_CODE_MINUTES = 15;

export const CONFIRMATION_CODE_MESSAGES = {
  format: 'Enter the 6-digit code from the SMS',
  wrong: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  used: 'This code can no longer be used. Ask for a new code.',
  notSent: "We couldn't send the SMS. Please try again, or confirm with the link we e-mailed you.",
} as const;

/** The text of the SMS. */
export function confirmationCodeText(input: { shopName: string; orderNumber: string; code: string }): string {
  return `${input.code} is your ${input.shopName} code to confirm order ${input.orderNumber}. It expires in ${CONFIRMATION_CODE_MINUTES} minutes.`;
}

/** A code past its life or its tries cannot confirm, whatever is typed. */
export function codeUsable(input: { sentAt: Date | null; tries: number; now: Date }): boolean {
  if (!input.sentAt) return false;
  return (
    input.tries < CONFIRMATION_CODE_TRIES &&
    input.now.getTime() - input.sentAt.getTime() < CONFIRMATION_CODE_MINUTES * 60_000
  );
}

/** Phone numbers shown to whoever holds an order's link: only the last three digits. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}••••••${phone.slice(-3)}` : '•••';
}
