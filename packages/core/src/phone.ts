/**
 * A Pakistani phone number in one form, +92 and the ten digits after the leading 0 (0300-1234567,
 * 0300 1234567, 92 300 1234567 and +92 (300) 1234567 are all +923001234567): the key of a phone's
 * record of orders, confirmations and refusals. A number of another country keeps its digits
 * after a "+". Migration 0029 wrote the orders placed before it the same way.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^92\d{10}$/.test(digits)) return `+${digits}`;
  if (/^0\d{10}$/.test(digits)) return `+92${digits.slice(1)}`;
  if (/^3\d{9}$/.test(digits)) return `+92${digits}`;
  return `+${digits}`;
}
