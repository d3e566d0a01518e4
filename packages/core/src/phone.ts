import { z } from 'zod';

/** What a form says under a phone it cannot take. */
export const PHONE_NUMBER_INVALID =
  'Please enter a Pakistani mobile or landline number, e.g. 0300 1234567 or 042 35761234.';

/**
 * A Pakistani phone number in its one form, +92 and the national number without its leading 0, or
 * null for anything else. Written with spaces, dashes, dots or brackets, after 0, 92, +92 or 0092:
 * - a mobile: 3 and nine more digits (0300-1234567, +92 (300) 1234567 are +923001234567);
 * - a landline: an area code of 2 to 5 digits starting 2 and 4 to 9, then the subscriber's number,
 *   9 or 10 digits in all (042-35761234 is +924235761234, 0544 123456 is +92544123456).
 */
export function pakistaniPhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = trimmed.startsWith('+')
    ? digits.startsWith('92')
      ? digits.slice(2)
      : null
    : digits.startsWith('0092')
      ? digits.slice(4)
      : digits.startsWith('92') && digits.length >= 11
        ? digits.slice(2)
        : digits.startsWith('0')
          ? digits.slice(1)
          : digits;
  if (national === null) return null;
  const mobile = /^3\d{9}$/.test(national);
  const landline = /^[24-9]\d{8,9}$/.test(national);
  return mobile || landline ? `+92${national}` : null;
}

/**
 * A phone as one customer's key (a phone's record of orders and refusals, a coupon's uses per
 * shopper): the number's +92 form; a number the rule above does not take (one stored before it,
 * another country's) keeps its digits, after a "+" instead of its 00.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return pakistaniPhone(phone) ?? `+${digits.startsWith('00') ? digits.slice(2) : digits}`;
}

/**
 * The phone field of every form (sign-up, My Profile, becoming a seller, checkout): required, a
 * Pakistani number, kept in its +92 form.
 */
export function phoneNumberSchema(missing: string, invalid = PHONE_NUMBER_INVALID) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(30, invalid)
    .transform((typed, context) => {
      const phone = pakistaniPhone(typed);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}
