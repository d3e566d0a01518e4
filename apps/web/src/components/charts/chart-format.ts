import { PAISA_PER_RUPEE } from '@onsale/core/money';
import { formatShopDay } from '@onsale/core/time';

const compact = new Intl.NumberFormat('en-PK', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick in rupees, short enough for a phone: 1250000 paisa → "Rs. 12.5K" (one unbroken line), written as every other amount begins. */
export const rupeeTick = (paisa: number) => `Rs.\u00a0${compact.format(paisa / PAISA_PER_RUPEE)}`;

/** A count on an axis: 1200 → "1.2K". */
export const countTick = (count: number) => compact.format(count);

/** "2026-11-22" → "22 Nov", for axis labels and ranges. */
export const dayLabel = (day: string) => formatShopDay(day, 'day-month');

/** "2026-11-22" → "Sun, 22 Nov", for a tooltip's heading. */
export const dayHeading = (day: string) => formatShopDay(day, 'weekday');

/** "22 Nov – 28 Nov" */
export const dayRange = (from: string, to: string) => `${dayLabel(from)} – ${dayLabel(to)}`;

/** A label drawn in the chart stays on one line: the chart's text breaks lines at spaces, never at these. */
export const oneLine = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The top of a value axis: the next of 1, 2, 4, 5 or 8 times a power of ten (so four equal steps
 * are round figures) at or above the largest value, and at least `floor`.
 */
export function axisTop(max: number, floor = 1): number {
  const value = Math.max(max, floor);
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 5, 8, 10].find((m) => m * power >= value)!;
  return step * power;
}
