import { describe, expect, it } from 'vitest';
import { shopDay, shopDayStart, startOfShopDay, startOfShopWeek } from './shop-time';

describe('shop time (Pakistan, UTC+5)', () => {
  it('starts the day and the week at midnight in Karachi, whatever the UTC date', () => {
    const mondayEarly = new Date('2026-11-22T20:30:00Z'); // 01:30 on Monday 23 November in Karachi
    expect(startOfShopDay(mondayEarly).toISOString()).toBe('2026-11-22T19:00:00.000Z');
    expect(startOfShopWeek(mondayEarly).toISOString()).toBe('2026-11-22T19:00:00.000Z');
    const sunday = new Date('2026-11-22T10:00:00Z');
    expect(startOfShopWeek(sunday).toISOString()).toBe('2026-11-15T19:00:00.000Z');
  });

  it('names the day in Karachi and finds when one starts', () => {
    expect(shopDay(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(shopDayStart('2026-11-23').toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });
});
