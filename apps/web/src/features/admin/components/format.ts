const dateTime = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Karachi' });
const date = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeZone: 'Asia/Karachi' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "2026-11-22" → "22 Nov", for chart labels. */
export function shortDay(day: string): string {
  const [, month, dayOfMonth] = day.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(dayOfMonth)} ${months[Number(month) - 1] ?? ''}`;
}

/** Rupees typed in a form ("1,299" or "1299.50") → paisa; null when it is not a number. */
export function rupeesInputToPaisa(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^Rs\.?/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export const paisaToRupeesInput = (paisa: number | null) => (paisa == null ? '' : String(paisa / 100));

/** Basis points as a percent for a form: 1250 → "12.5". */
export const bpToPercent = (bp: number) => String(bp / 100);
export function percentToBp(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const bp = Math.round(Number(text) * 100);
  return bp >= 0 && bp <= 10_000 ? bp : null;
}
