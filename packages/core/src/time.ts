/**
 * The one place times are written for people: the buyer, the seller, the admin and the e-mails
 * all see a moment in the shop's time zone, whatever the browser's or the server's own, so the
 * same order reads "3:02 pm" everywhere.
 */

/** The shop's time zone: Pakistan (UTC+5, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Karachi';
const LOCALE = 'en-PK';

export type TimeStyle =
  /** 23 Nov 2026 */
  | 'date'
  /** 23 November 2026 */
  | 'long-date'
  /** 23 Nov 2026, 3:02 pm */
  | 'date-time'
  /** 23 November 2026 at 3:02 pm */
  | 'long-date-time'
  /** 23 Nov, 3:02 pm */
  | 'day-time'
  /** 23 Nov */
  | 'day-month'
  /** Mon, 23 Nov */
  | 'weekday';

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  'long-date': { day: 'numeric', month: 'long', year: 'numeric' },
  'date-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  'long-date-time': { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  'day-time': { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  'day-month': { day: 'numeric', month: 'short' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
};

const inShop = new Map<TimeStyle, Intl.DateTimeFormat>();
const asCalendarDay = new Map<TimeStyle, Intl.DateTimeFormat>();

function formatter(cache: Map<TimeStyle, Intl.DateTimeFormat>, style: TimeStyle, timeZone: string): Intl.DateTimeFormat {
  let format = cache.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...OPTIONS[style], timeZone });
    cache.set(style, format);
  }
  return format;
}

/** A moment (an ISO string from the API, or a Date) as the shop's clock shows it; '' for no or a bad value. */
export function formatShopTime(value: string | Date | null | undefined, style: TimeStyle = 'date-time'): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(inShop, style, SHOP_TIME_ZONE).format(date);
}

/** A calendar day (`YYYY-MM-DD`, already a shop day, as the analytics answer) written out, without moving it by a time zone. */
export function formatShopDay(day: string, style: Extract<TimeStyle, 'date' | 'long-date' | 'day-month' | 'weekday'> = 'day-month'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return formatter(asCalendarDay, style, 'UTC').format(date);
}
