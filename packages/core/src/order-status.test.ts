import { describe, expect, it } from 'vitest';
import { buyerOrderStatus, normaliseOrderStatus, orderTimeline } from './order-status';

describe('buyerOrderStatus', () => {
  it.each([
    [[], 'pending'],
    [['pending'], 'pending'],
    [['pending', 'processing'], 'processing'],
    [['processing', 'shipped'], 'shipped'],
    [['pending', 'delivered'], 'shipped'],
    [['delivered', 'delivered'], 'delivered'],
    [['delivered', 'cancelled'], 'delivered'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled', 'pending'], 'pending'],
    [['on hold'], 'pending'],
    [['in progress'], 'processing'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(buyerOrderStatus(statuses)).toBe(expected);
  });
});

describe('normaliseOrderStatus', () => {
  it('shows anything unknown as pending', () => {
    expect(normaliseOrderStatus('Shipped')).toBe('shipped');
    expect(normaliseOrderStatus('lost')).toBe('pending');
    expect(normaliseOrderStatus(null)).toBe('pending');
  });
});

describe('orderTimeline', () => {
  const placedAt = '2026-01-01T10:00:00.000Z';
  const reached = (status: string) => orderTimeline(status, { placedAt }).filter((e) => e.reached).map((e) => e.step);
  it('reaches the steps the spec names for each status', () => {
    expect(reached('pending')).toEqual(['placed']);
    expect(reached('processing')).toEqual(['placed', 'processing']);
    expect(reached('shipped')).toEqual(['placed', 'processing', 'shipped']);
    expect(reached('delivered')).toEqual(['placed', 'processing', 'shipped', 'delivered']);
    expect(reached('cancelled')).toEqual(['placed', 'cancelled']);
  });
  it('always starts with Order Placed at the order time', () => {
    expect(orderTimeline('pending', { placedAt })[0]).toEqual({ step: 'placed', label: 'Order Placed', reached: true, at: placedAt });
  });
});
