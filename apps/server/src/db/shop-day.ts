import { sql, type AnyColumn } from 'drizzle-orm';

/** `YYYY-MM-DD` of the shop's day (Pakistan, UTC+5) of a timestamp column. */
export const shopDayOf = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '5 hours', 'YYYY-MM-DD')`;
