import type { DeliveryTimes } from '@onsale/core/contracts/places';
import { addBusinessDays, deliveryDaysTo, findCity, PLACE_MESSAGES } from '@onsale/core/places';
import { formatShopTime } from '@onsale/core/time';

export type DeliveryEstimate = { ok: true; message: string; from: Date; to: Date } | { ok: false; message: string };

/**
 * The answer to the Delivery tab's Check: the business days to the shopper's city as the admin
 * keeps them (the standard days for a town the list does not name), and the dates they fall on.
 */
export function deliveryEstimate(city: string, times: DeliveryTimes, today: Date = new Date()): DeliveryEstimate {
  const typed = city.trim().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, message: PLACE_MESSAGES.cityForCheck };
  const days = deliveryDaysTo(typed, times.byCity);
  const place = findCity(typed)?.name ?? typed;
  const from = addBusinessDays(today, days.min);
  const to = addBusinessDays(today, days.max);
  const span = days.min === days.max ? `${days.min}` : `${days.min}-${days.max}`;
  return {
    ok: true,
    from,
    to,
    message: `Delivery to ${place} in ${span} business ${days.max === 1 ? 'day' : 'days'}: ${days.min === days.max ? `on ${formatShopTime(to, 'weekday')}` : `between ${formatShopTime(from, 'weekday')} and ${formatShopTime(to, 'weekday')}`}.`,
  };
}
