import { pakistanDate, startOfDayInPakistan } from '../sellers/seller-insights.repository';

/**
 * The shop's days and weeks are Pakistan's (UTC+5, no daylight saving): "orders today" means
 * since midnight in Karachi whatever the server's time zone. Days come from the seller
 * insights' helpers; weeks and day ranges are the admin's own.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const startOfShopDay = (at: Date = new Date()): Date => startOfDayInPakistan(at);

/** `YYYY-MM-DD` of the shop's day containing `at`. */
export const shopDay = (at: Date): string => pakistanDate(at);

/** The instant a `YYYY-MM-DD` shop day starts. */
export function shopDayStart(day: string): Date {
  return startOfDayInPakistan(new Date(`${day}T12:00:00Z`));
}

/** Monday 00:00 in Karachi of the week containing `at`. */
export function startOfShopWeek(at: Date = new Date()): Date {
  const day = startOfShopDay(at);
  const weekday = new Date(`${shopDay(day)}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** The shop days from `days - 1` days ago to today, oldest first. */
export function lastShopDays(days: number, now: Date = new Date()): string[] {
  const today = startOfShopDay(now).getTime();
  return Array.from({ length: days }, (_, i) => shopDay(new Date(today - (days - 1 - i) * DAY_MS)));
}
