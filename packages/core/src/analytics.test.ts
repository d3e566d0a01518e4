import { describe, expect, it } from 'vitest';
import {
  analyticsPeriod,
  averageOrderValue,
  comparedFigure,
  comparePeriods,
  salesFigures,
  shopDaysBetween,
} from './analytics';

describe('analyticsPeriod', () => {
  it('ends today and is compared with the days of equal length just before it, across months and leap days', () => {
    expect(analyticsPeriod(7, '2026-03-03')).toEqual({
      days: 7,
      from: '2026-02-25',
      to: '2026-03-03',
      previousFrom: '2026-02-18',
      previousTo: '2026-02-24',
    });
    expect(analyticsPeriod(30, '2028-03-01')).toEqual({
      days: 30,
      from: '2028-02-01',
      to: '2028-03-01',
      previousFrom: '2028-01-02',
      previousTo: '2028-01-31',
    });
    expect(shopDaysBetween('2026-02-25', '2026-03-03')).toHaveLength(7);
    expect(shopDaysBetween('2028-01-02', '2028-01-31')).toHaveLength(30);
  });
});

describe('comparedFigure', () => {
  it('gives the change in whole percent, and none when there was nothing before', () => {
    expect(comparedFigure(150, 100)).toEqual({ current: 150, previous: 100, changePercent: 50 });
    expect(comparedFigure(0, 300)).toEqual({ current: 0, previous: 300, changePercent: -100 });
    expect(comparedFigure(2, 3).changePercent).toBe(-33);
    expect(comparedFigure(500, 0).changePercent).toBeNull();
    expect(comparedFigure(0, 0).changePercent).toBeNull();
  });
});

describe('comparePeriods', () => {
  it('sums each day into its period and leaves out days of neither', () => {
    const period = analyticsPeriod(7, '2026-03-10');
    const rows = [
      { day: '2026-03-10', revenue: 100 },
      { day: '2026-03-04', revenue: 50 },
      { day: '2026-03-03', revenue: 40 },
      { day: '2026-02-25', revenue: 10 },
      { day: '2026-02-24', revenue: 999 },
    ];
    expect(comparePeriods(rows, period, (row) => row.revenue)).toEqual({
      current: 150,
      previous: 50,
      changePercent: 200,
    });
  });
});

describe('averageOrderValue', () => {
  it('is rounded to the paisa and zero without orders', () => {
    expect(averageOrderValue(100_000, 3)).toBe(33_333);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});

describe('salesFigures', () => {
  it('averages each period over its own orders', () => {
    const period = analyticsPeriod(7, '2026-03-10');
    const rows = [
      { day: '2026-03-09', revenue: 300_000, orders: 2 },
      { day: '2026-03-10', revenue: 150_000, orders: 1 },
      { day: '2026-03-01', revenue: 100_000, orders: 1 },
    ];
    expect(salesFigures(rows, period)).toEqual({
      revenue: { current: 450_000, previous: 100_000, changePercent: 350 },
      orders: { current: 3, previous: 1, changePercent: 200 },
      averageOrderValue: { current: 150_000, previous: 100_000, changePercent: 50 },
    });
  });
});
