import { formatShopTime } from '@onsale/core/time';

export const formatDateTime = (iso: string) => formatShopTime(iso, 'date-time');
export const formatDate = (iso: string) => formatShopTime(iso, 'date');

/** What happened to an entity, in words: "product.update" → "product update". */
export const actionText = (action: string) => action.replace(/[._]/g, ' ');

/** Rupees typed in a form ("1,299" or "1299.50") → paisa; null when it is not a number. */
export function rupeesInputToPaisa(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^Rs\.?/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Rupees typed with an optional sign ("-250", "−1,000.50", "+300") → signed paisa; null when it is not a number. */
export function signedRupeesInputToPaisa(text: string): number | null {
  const trimmed = text.trim();
  const negative = /^[-−]/.test(trimmed);
  const paisa = rupeesInputToPaisa(trimmed.replace(/^[-−+]\s*/, ''));
  return paisa === null ? null : negative ? -paisa : paisa;
}

export const paisaToRupeesInput = (paisa: number | null) => (paisa == null ? '' : String(paisa / 100));

/** Basis points as a percent for a form: 1250 → "12.5". */
export const bpToPercent = (bp: number) => String(bp / 100);
export function percentToBp(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const bp = Math.round(Number(text) * 100);
  return bp >= 0 && bp <= 10_000 ? bp : null;
}
