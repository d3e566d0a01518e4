import { describe, expect, it } from 'vitest';
import { formatShopDay, formatShopTime, SHOP_TIME_ZONE } from './time';

describe('shop time', () => {
  it('is Pakistan time', () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Karachi');
  });

  it('writes a moment on the shop clock, whatever the time zone it was written in', () => {
    // 10:02 UTC is 3:02 pm in Karachi; the same moment written with another offset reads the same.
    expect(formatShopTime('2026-11-23T10:02:00.000Z')).toBe(formatShopTime('2026-11-23T15:32:00+05:30'));
    expect(formatShopTime('2026-11-23T10:02:00.000Z')).toBe('23 Nov 2026, 3:02 pm');
    expect(formatShopTime(new Date('2026-11-23T10:02:00.000Z'), 'date-time')).toBe('23 Nov 2026, 3:02 pm');
  });

  it('moves to the next day at midnight in Karachi, not in UTC', () => {
    // 20:30 UTC on the 22nd is 01:30 on the 23rd in Karachi.
    expect(formatShopTime('2026-11-22T20:30:00Z', 'date')).toBe('23 Nov 2026');
    expect(formatShopTime('2026-11-22T18:59:00Z', 'date')).toBe('22 Nov 2026');
    expect(formatShopTime('2026-11-22T20:30:00Z', 'weekday')).toBe('Mon, 23 Nov');
  });

  it('writes nothing for a missing or broken moment', () => {
    expect(formatShopTime(null)).toBe('');
    expect(formatShopTime('')).toBe('');
    expect(formatShopTime('not a date')).toBe('');
  });

  it('writes a shop day out as it is', () => {
    expect(formatShopDay('2026-10-05')).toBe('5 Oct');
    expect(formatShopDay('2026-10-05', 'date')).toBe('5 Oct 2026');
    expect(formatShopDay('someday')).toBe('someday');
  });
});

describe('shop time as en-PK writes it', () => {
  it('matches Intl for every style, morning, noon, evening and midnight, all year', () => {
    const options = {
      date: { day: 'numeric', month: 'short', year: 'numeric' },
      'date-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
      'day-month': { day: 'numeric', month: 'short' },
      weekday: { weekday: 'short', day: 'numeric', month: 'short' },
    } as const;
    const moments = [
      '2026-01-01T00:00:00Z',
      '2026-03-15T06:59:00Z',
      '2026-06-30T07:00:00Z',
      '2026-09-09T19:05:00Z',
      '2026-12-31T18:59:59Z',
      '2027-02-28T21:30:00Z',
    ];
    for (const moment of moments) {
      for (const [style, option] of Object.entries(options)) {
        const intl = new Intl.DateTimeFormat('en-PK', { ...option, timeZone: SHOP_TIME_ZONE })
          .format(new Date(moment))
          .replace(/\s/g, ' ');
        expect(formatShopTime(moment, style as keyof typeof options)).toBe(intl);
      }
    }
  });
});
