import { pakistanDate, startOfDayInPakistan, startOfPakistanDay } from '../sellers/seller-insights.repository';

/**
 * The shop's days and weeks are Pakistan's (UTC+5, no daylight saving): "orders today" means
 * since midnight in Karachi whatever the server's time zone. Days come from the seller
 * insights' helpers; weeks are the admin's own, the analytics' periods are core's (analytics.ts).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const startOfShopDay = (at: Date = new Date()): Date => startOfDayInPakistan(at);

/** `YYYY-MM-DD` of the shop's day containing `at`. */
export const shopDay = (at: Date): string => pakistanDate(at);

/** The instant a `YYYY-MM-DD` shop day starts. */
export const shopDayStart = (day: string): Date => startOfPakistanDay(day);

/** Monday 00:00 in Karachi of the week containing `at`. */
export function startOfShopWeek(at: Date = new Date()): Date {
  const day = startOfShopDay(at);
  const weekday = new Date(`${shopDay(day)}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}
