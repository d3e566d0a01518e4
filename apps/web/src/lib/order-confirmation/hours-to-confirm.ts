import { DEFAULT_CONFIRMATION_SETTINGS } from '@onsale/core/order-confirmation';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The hours a shopper had to confirm an order: from when it was placed to when it is cancelled
 * unconfirmed, rounded. Without a due time, the shop's default.
 */
export function hoursToConfirm(placedAt: string, dueAt: string | null): number {
  const hours = dueAt ? Math.round((Date.parse(dueAt) - Date.parse(placedAt)) / HOUR_MS) : NaN;
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CONFIRMATION_SETTINGS.confirmationHours;
}
