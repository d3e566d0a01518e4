import { formatCount } from './numbers';

/** Money is integer paisa everywhere in code and storage; these helpers are the only edge. */
export const PAISA_PER_RUPEE = 100;

/** `129900` → `Rs. 1,299`; paisa are shown only when there are some. */
/** "Rs. 1,299", "Rs. 1,299.50"; an amount taken off as "−Rs. 240" (a minus sign, no space), everywhere. */
export function formatRupees(paisa: number): string {
  if (paisa < 0) return `−${formatRupees(-paisa)}`;
  const rupees = paisa / PAISA_PER_RUPEE;
  return `Rs. ${formatCount(rupees, Number.isInteger(rupees) ? 0 : 2)}`;
}

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * PAISA_PER_RUPEE);
}

/**
 * Parses a price as the old catalogue stored it ("Rs. 2,499", "2499.00", 2499):
 * every character that is not a digit or a decimal point is stripped. Returns paisa, or null.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? rupeesToPaisa(value) : null;
  if (typeof value !== 'string') return null;
  // The currency word goes first: the point of "Rs." would otherwise read as a decimal point.
  const cleaned = value
    .trim()
    .replace(/^(rs\.?|pkr|₨)\s*/i, '')
    .replace(/[^0-9.]/g, '');
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned)) return null;
  const rupees = Number(cleaned);
  return Number.isFinite(rupees) ? rupeesToPaisa(rupees) : null;
}
