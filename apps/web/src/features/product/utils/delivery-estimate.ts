import { formatShopTime } from '@onsale/core/time';

export const DELIVERY_DAYS = { min: 4, max: 5 } as const;

export type DeliveryEstimate = { ok: true; message: string; from: Date; to: Date } | { ok: false; message: string };

/** Adds business days (Monday to Friday), the days couriers count. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(start);
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The answer to the Delivery tab's pincode Check: a 4-5 business day window for a 5 or 6 digit pincode. */
export function deliveryEstimate(pincode: string, today: Date = new Date()): DeliveryEstimate {
  const code = pincode.trim();
  if (code === '') return { ok: false, message: 'Please enter your pincode to check delivery.' };
  if (!/^\d{5,6}$/.test(code)) return { ok: false, message: 'Please provide a valid pincode: 5 or 6 digits.' };
  const from = addBusinessDays(today, DELIVERY_DAYS.min);
  const to = addBusinessDays(today, DELIVERY_DAYS.max);
  return {
    ok: true,
    from,
    to,
    message: `Delivery to ${code} in ${DELIVERY_DAYS.min}-${DELIVERY_DAYS.max} business days: between ${formatShopTime(from, 'weekday')} and ${formatShopTime(to, 'weekday')}.`,
  };
}
