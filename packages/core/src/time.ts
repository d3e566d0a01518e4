/**
 * The one place times are written for people: the buyer, the seller, the admin and the e-mails
 * all see a moment in the shop's time zone, whatever the browser's or the server's own, so the
 * same order reads "3:02 pm" everywhere.
 */

/** The shop's time zone: Pakistan (UTC+5, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Karachi';

/**
 * One way to write a day and one way to write a moment, on every screen and in every e-mail; the
 * two short forms are for a chart's axis and a delivery window, where the year goes without saying.
 */
export type TimeStyle =
  /** 23 Nov 2026 */
  | 'date'
  /** 23 Nov 2026, 3:02 pm */
  | 'date-time'
  /** 23 Nov */
  | 'day-month'
  /** Mon, 23 Nov */
  | 'weekday';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Pakistan's clock is UTC+5 all year (no daylight saving since 2009). */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * Written out by hand rather than with Intl.DateTimeFormat: a browser builds its locale data on
 * the first Intl formatter, tens of milliseconds of a phone's main thread while a page hydrates,
 * and the server's and the browser's ICU may differ in a space before "pm" (decision 0033). The
 * texts are what `en-PK` writes.
 */
function write(calendar: Date, style: TimeStyle): string {
  const day = calendar.getUTCDate();
  const short = SHORT_MONTHS[calendar.getUTCMonth()]!;
  const year = calendar.getUTCFullYear();
  const hours = calendar.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(calendar.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  switch (style) {
    case 'date':
      return `${day} ${short} ${year}`;
    case 'date-time':
      return `${day} ${short} ${year}, ${clock}`;
    case 'day-month':
      return `${day} ${short}`;
    case 'weekday':
      return `${WEEKDAYS[calendar.getUTCDay()]!}, ${day} ${short}`;
  }
}

/** A moment (an ISO string from the API, or a Date) as the shop's clock shows it; '' for no or a bad value. */
export function formatShopTime(value: string | Date | null | undefined, style: TimeStyle = 'date-time'): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // The shop's wall clock, read with the UTC getters.
  return write(new Date(date.getTime() + SHOP_OFFSET_MS), style);
}

/** A calendar day (`YYYY-MM-DD`, already a shop day, as the analytics answer) written out, without moving it by a time zone. */
export function formatShopDay(
  day: string,
  style: Extract<TimeStyle, 'date' | 'day-month' | 'weekday'> = 'day-month',
): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return write(date, style);
}
