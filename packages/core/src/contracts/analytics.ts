import { z } from 'zod';

/**
 * What the seller's and the admin's analytics share: the period asked for, and figures of that
 * period beside the same figures for the period of equal length before it. Money is integer paisa.
 */

/** The periods the analytics pages offer, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;

const DAYS_RULE = 'must be a whole number from 7 to 365';
export const analyticsQuerySchema = z.object({
  days: z.coerce.number({ error: DAYS_RULE }).int(DAYS_RULE).min(7, DAYS_RULE).max(365, DAYS_RULE).default(30),
});

const shopDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const analyticsPeriodSchema = z.object({
  days: z.number().int(),
  /** the last `days` shop days, today included */
  from: shopDay,
  to: shopDay,
  /** the `days` days just before them */
  previousFrom: shopDay,
  previousTo: shopDay,
});

export const comparedFigureSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  /** whole percent from the previous figure to the current one; null when the previous figure is 0 */
  changePercent: z.number().int().nullable(),
});

/**
 * Sales of a period, cancelled orders left out. Revenue is what the items sold for less coupon
 * discounts, without shipping; the average order value is that revenue per order.
 */
export const salesFiguresSchema = z.object({
  revenue: comparedFigureSchema,
  orders: comparedFigureSchema,
  averageOrderValue: comparedFigureSchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One shop day of sales: revenue as above, and the orders placed that day. */
export const salesDaySchema = z.object({ day: shopDay, revenue: z.number().int(), orders: z.number().int() });
export type SalesDay = z.infer<typeof salesDaySchema>;
